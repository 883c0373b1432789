import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, message, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AddressPicker } from '../../../components/AddressPicker';
import { FormAddressSuggest } from '../../../components/AddressSuggest';
import { CoordinatePicker } from '../../../components/CoordinatePicker';
import { useEnumOptions } from '../../../components/enums';
import { FormPage } from '../../../components/FormPage';
import { fetchOwnOrg, updateOwnOrg } from '../api';
import { ARCHIVE_ENUMS, archiveSections, toArchiveUpdate, toArchiveValues } from '../archive-form';
import { ownOrgKey } from './BasicInfoPage';

/**
 * /systemmanage/basic/edit: the caller's own organisation in its archive form (the unit form, or the district form for
 * a centre, maintenance company or authority). Fields the centre or the administrator set are shown disabled; a
 * caller who may not change it is sent back to the read-only page.
 */
export const BasicEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const enumOptions = useEnumOptions(ARCHIVE_ENUMS);
  const own = useQuery({ queryKey: ownOrgKey, queryFn: fetchOwnOrg });
  const record = useMemo(() => (own.data ? toArchiveValues(own.data.company) : undefined), [own.data]);
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      updateOwnOrg({
        company_id: own.data!.company.company_id,
        ...toArchiveUpdate(own.data!.company.company_kind, values),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownOrgKey, saved);
      void message.success(t('orgSettings.basic.saved'));
    },
  });

  if (!own.data) return <Spin />;
  if (own.data.can_edit !== 1) return <Navigate to="/systemmanage/basic" replace />;
  const back = () => navigate('/systemmanage/basic');
  return (
    <FormPage
      title={t('orgSettings.basic.editTitle')}
      sections={archiveSections({
        t,
        kind: own.data.company.company_kind,
        enumOptions,
        locked: own.data.locked_fields,
      })}
      record={record}
      form={form}
      slots={{
        address: (_, disabled) => <AddressPicker disabled={disabled} />,
        addressText: (_, disabled) => (
          <FormAddressSuggest
            form={form}
            regionField="company_address"
            pointsField="points"
            disabled={disabled}
            maxLength={200}
          />
        ),
        points: (_, disabled) => <CoordinatePicker disabled={disabled} />,
      }}
      onCancel={back}
      onSave={async (values) => {
        await save.mutateAsync(values);
        back();
      }}
    />
  );
};

export default BasicEditPage;
