import type { ThirdSystem, ThirdSystemKind, ThirdSystemWithKey } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { MessageKey } from '../../../locales/en-US';
import { createSystem, fetchSystem, updateSystem } from '../api';
import { KeyDialog, type ShownKey } from '../components/KeyDialog';
import { UnitPicker } from '../components/UnitPicker';
import { detailPath, listPath } from '../paths';
import { fromSystem, NEW_SYSTEM, systemSections, toSystemBody } from '../system-form';
import { thirdSystemKeys } from '../keys';

/**
 * /thirdsystem/<kind>/new: a new system of the kind (its key is then shown once), or with type=edit&id= a change of
 * one. The server checks that the units are the organisation's to see.
 */
export const ThirdSystemEditPage = ({ kind }: { kind: ThirdSystemKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = formModeOf(searchParams) === 'edit' ? idParam(searchParams.get('id')) : undefined;
  const [created, setCreated] = useState<(ShownKey & { id: number }) | null>(null);
  const system = useQuery({
    queryKey: thirdSystemKeys.system(id),
    queryFn: () => fetchSystem(id!),
    enabled: id !== undefined,
  });
  const record = useMemo(
    () => (id === undefined ? NEW_SYSTEM : system.data ? fromSystem(system.data) : undefined),
    [id, system.data],
  );
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      id === undefined
        ? createSystem({ kind, ...toSystemBody(values, true) })
        : updateSystem({ id, ...toSystemBody(values, false) }),
    onSuccess: (saved: ThirdSystem | ThirdSystemWithKey) => {
      void queryClient.invalidateQueries({ queryKey: thirdSystemKeys.all });
      void message.success(t('thirdSystems.saved'));
      // A new system's key is shown before leaving: it is never answered again.
      if ('api_key' in saved) setCreated({ id: saved.id, api_key: saved.api_key, enter_secret: saved.enter_secret });
      else navigate(detailPath(kind, saved.id));
    },
  });
  const kindName = t(`thirdSystems.kind.${kind}` as MessageKey);
  return (
    <>
      <FormPage
        title={`${t(id === undefined ? 'thirdSystems.route.new' : 'thirdSystems.route.edit')} · ${kindName}`}
        sections={systemSections(t)}
        record={record}
        loading={system.isFetching}
        slots={{ units: (_, disabled) => <UnitPicker disabled={disabled} /> }}
        onCancel={() => navigate(id === undefined ? listPath(kind) : detailPath(kind, id))}
        onSave={async (values) => {
          await save.mutateAsync(values);
        }}
      />
      <KeyDialog
        shown={created}
        onClose={() => {
          if (created) navigate(detailPath(kind, created.id));
          setCreated(null);
        }}
      />
    </>
  );
};

export default ThirdSystemEditPage;
