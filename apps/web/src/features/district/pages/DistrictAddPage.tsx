import { Form, Input, message, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AddressPicker } from '../../../components/AddressPicker';
import { FormAddressSuggest } from '../../../components/AddressSuggest';
import { CoordinatePicker } from '../../../components/CoordinatePicker';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { MessageKey } from '../../../locales/en-US';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../app/url';
import { DISTRICT_ENUMS, districtSections, toDistrictBody, toDistrictUpdate } from '../district-form';
import { useDistrictOrg, useSaveDistrictOrg } from '../hooks';
import { detailsPath, kindOfTab, listPath } from '../paths';

/**
 * /systemmanage/manage/company_add?tab={1|2|4}: a new regulatory centre, maintenance company or fire authority, or with
 * type=edit&company_id= a change of one. The centre's form has the account section (spec 001 §3): with is_platform the
 * centre gets its login account, on creation or on the edit of a centre without one; a centre's existing account is
 * shown read-only and never sent.
 */
export const DistrictAddPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const kind = kindOfTab(params.get('tab'));
  const isEdit = formModeOf(params) === 'edit';
  const companyId = isEdit ? idParam(params.get('company_id')) : undefined;
  const [isPlatform, setIsPlatform] = useState(false);
  const enumOptions = useEnumOptions(DISTRICT_ENUMS);
  const org = useDistrictOrg(isEdit && kind !== 'cared' ? kind : undefined, companyId);
  const save = useSaveDistrictOrg(kind, companyId);
  const record = useMemo(
    () => (isEdit ? org.data : kind === 'center' ? { is_platform: 0 } : undefined),
    [isEdit, org.data, kind],
  );

  if (!kind || kind === 'cared') return <Navigate to="/new_company_list/new" replace />;
  if (isEdit && companyId === undefined) return <Navigate to={listPath(kind)} replace />;
  // The sections depend on whether the centre has an account: the form is drawn once the record is known.
  if (isEdit && !org.data) return <Spin />;

  const hasAccount = isEdit && org.data?.is_platform === 1;
  const back = () => navigate(companyId === undefined ? listPath(kind) : detailsPath(kind, companyId));
  return (
    <FormPage
      title={t(`district.${isEdit ? 'edit' : 'new'}.${kind}` as MessageKey)}
      sections={districtSections({ t, kind, enumOptions, isPlatform, hasAccount })}
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
        password: (field, disabled) => (
          <Input.Password
            disabled={disabled}
            autoComplete="new-password"
            maxLength={20}
            data-testid={`input-${field.id}`}
          />
        ),
      }}
      onValuesChange={(changed) => {
        if ('is_platform' in changed) setIsPlatform(changed.is_platform === 1);
      }}
      onCancel={back}
      onSave={async (values) => {
        await save.mutateAsync(isEdit ? toDistrictUpdate(values) : toDistrictBody(values));
        void message.success(t(isEdit ? 'district.saved' : 'district.added'));
        back();
      }}
    />
  );
};

export default DistrictAddPage;
