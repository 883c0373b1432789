import { Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { addressSlots, useRecordForm } from '../../../components/use-record-form';
import type { MessageKey } from '../../../locales/en-US';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { DISTRICT_ENUMS, districtSections, toDistrictBody, toDistrictUpdate } from '../district-form';
import { cacheSavedDistrictOrg, districtOrgQuery, saveDistrictOrg } from '../hooks';
import { detailsPath, kindOfTab, listPath } from '../paths';
import { districtKeys } from '../keys';

const NEW_CENTER = { is_platform: 0 };

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
  const kind = kindOfTab(params.get('tab'));
  const isEdit = formModeOf(params) === 'edit';
  const companyId = isEdit ? idParam(params.get('company_id')) : undefined;
  const [isPlatform, setIsPlatform] = useState(false);
  const enumOptions = useEnumOptions(DISTRICT_ENUMS);
  const back = () => navigate(companyId === undefined ? listPath(kind!) : detailsPath(kind!, companyId));
  const {
    formProps,
    form,
    data: org,
  } = useRecordForm({
    load: districtOrgQuery(isEdit && kind !== 'cared' ? kind : undefined, companyId),
    fallback: !isEdit && kind === 'center' ? NEW_CENTER : undefined,
    save: (values) => saveDistrictOrg(kind!, companyId, isEdit ? toDistrictUpdate(values) : toDistrictBody(values)),
    doneText: t(isEdit ? 'district.saved' : 'district.added'),
    onSaved: (saved, queryClient) => cacheSavedDistrictOrg(kind!, saved, queryClient),
    invalidate: [districtKeys.all],
    back,
  });

  if (!kind || kind === 'cared') return <Navigate to="/new_company_list/new" replace />;
  if (isEdit && companyId === undefined) return <Navigate to={listPath(kind)} replace />;
  // The sections depend on whether the centre has an account: the form is drawn once the record is known.
  if (isEdit && !org) return <Spin />;

  const hasAccount = isEdit && org?.is_platform === 1;
  return (
    <FormPage
      {...formProps}
      title={t(`district.${isEdit ? 'edit' : 'new'}.${kind}` as MessageKey)}
      sections={districtSections({ t, kind, enumOptions, isPlatform, hasAccount })}
      slots={{
        ...addressSlots(form),
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
    />
  );
};

export default DistrictAddPage;
