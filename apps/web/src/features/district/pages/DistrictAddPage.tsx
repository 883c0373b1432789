import { districtTabs, type DistrictKind } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AddressPicker } from '../../../components/AddressPicker';
import { FormAddressSuggest } from '../../../components/AddressSuggest';
import { CoordinatePicker } from '../../../components/CoordinatePicker';
import { FormPage } from '../../../components/FormPage';
import type { MessageKey } from '../../../locales/en-US';
import { useEnumOptions } from '../../companies/hooks';
import { createDistrictOrg } from '../api';
import { DISTRICT_ENUMS, districtSections, toDistrictBody } from '../district-form';

/**
 * /systemmanage/manage/company_add?tab={1|2|4}: a new regulatory centre, maintenance company or fire authority. The
 * centre's form has the account section (spec 001 §3): with is_platform the centre gets its login account.
 */
export const DistrictAddPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const tab = params.get('tab') ?? '1';
  const kind = districtTabs[Number(tab) as keyof typeof districtTabs] as DistrictKind | undefined;
  const [isPlatform, setIsPlatform] = useState(false);
  const enumOptions = useEnumOptions(DISTRICT_ENUMS);
  const record = useMemo(() => (kind === 'center' ? { is_platform: 0 } : undefined), [kind]);
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => createDistrictOrg(kind!, toDistrictBody(values)),
    onSuccess: () => {
      void message.success(t('district.added'));
      void queryClient.invalidateQueries({ queryKey: ['district'] });
    },
  });
  if (!kind || kind === 'cared') return <Navigate to="/new_company_list/new" replace />;

  const back = () => navigate(`/systemmanage/manage/${tab}`);
  return (
    <FormPage
      title={t(`district.new.${kind}` as MessageKey)}
      sections={districtSections({ t, kind, enumOptions, isPlatform })}
      record={record}
      form={form}
      slots={{
        address: (_, disabled) => <AddressPicker disabled={disabled} />,
        addressText: (_, disabled) => <FormAddressSuggest form={form} regionField="company_address" pointsField="points" disabled={disabled} maxLength={200} />,
        points: (_, disabled) => <CoordinatePicker disabled={disabled} />,
        password: (field, disabled) => <Input.Password disabled={disabled} autoComplete="new-password" maxLength={20} data-testid={`input-${field.id}`} />,
      }}
      onValuesChange={(changed) => {
        if ('is_platform' in changed) setIsPlatform(changed.is_platform === 1);
      }}
      onCancel={back}
      onSave={async (values) => {
        await save.mutateAsync(values);
        back();
      }}
    />
  );
};

export default DistrictAddPage;
