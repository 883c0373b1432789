import { statusCategories, type ForwardRule, type ForwardRuleWithSecret } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { useEnumOptions } from '../../../components/enums';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { MessageKey } from '../../../locales/en-US';
import { createRule, fetchRule, updateRule } from '../api';
import { SecretDialog } from '../components/SecretDialog';
import { UnitMultiSelect } from '../components/UnitMultiSelect';
import { fromRule, NEW_RULE, RULE_ENUMS, ruleSections, toRuleBody } from '../rule-form';
import { infoPath } from './EventForwardListPage';
import { eventForwardKeys } from '../keys';

/**
 * /systemmanage/eventForward/edit: a new forwarding rule (its secret is then shown once), or with type=edit&id= a
 * change of one. The server checks the endpoint's address and that the units are the organisation's to see.
 */
export const EventForwardEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = formModeOf(searchParams) === 'edit' ? idParam(searchParams.get('id')) : undefined;
  const enumOptions = useEnumOptions(RULE_ENUMS);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const rule = useQuery({
    queryKey: eventForwardKeys.rule(id),
    queryFn: () => fetchRule(id!),
    enabled: id !== undefined,
  });
  const record = useMemo(
    () => (id === undefined ? NEW_RULE : rule.data ? fromRule(rule.data) : undefined),
    [id, rule.data],
  );
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      id === undefined ? createRule(toRuleBody(values)) : updateRule({ id, ...toRuleBody(values) }),
    onSuccess: (saved: ForwardRule | ForwardRuleWithSecret) => {
      void queryClient.invalidateQueries({ queryKey: eventForwardKeys.all });
      void message.success(t('eventForward.saved'));
      // A new rule's secret is shown before leaving: it is never answered again.
      if ('secret' in saved) setCreated({ id: saved.id, secret: saved.secret });
      else navigate(infoPath(saved.id));
    },
  });
  return (
    <>
      <FormPage
        title={t(id === undefined ? 'eventForward.newTitle' : 'eventForward.editTitle')}
        sections={ruleSections(t, enumOptions)}
        record={record}
        loading={rule.isFetching}
        slots={{
          categories: (_, disabled) => (
            <Checkbox.Group
              disabled={disabled}
              options={statusCategories.map((category) => ({
                value: category,
                label: t(`setup.category.${category}` as MessageKey),
              }))}
            />
          ),
          units: (_, disabled) => <UnitMultiSelect disabled={disabled} known={rule.data?.units} />,
        }}
        onCancel={() => navigate(id === undefined ? '/systemmanage/eventForward' : infoPath(id))}
        onSave={async (values) => {
          await save.mutateAsync(values);
        }}
      />
      <SecretDialog
        secret={created?.secret ?? null}
        onClose={() => {
          if (created) navigate(infoPath(created.id));
          setCreated(null);
        }}
      />
    </>
  );
};

export default EventForwardEditPage;
