import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loadSession } from '../../../lib/session';
import { FormPage } from '../../../components/FormPage';
import { addressSlots, useRecordForm } from '../../../components/use-record-form';
import { createCompany, fetchCompany, updateCompany } from '../api';
import { companyEditMode } from '../company-edit-mode';
import { COMPANY_ENUMS, companySections, fromCompany, isOverseerOf, toCompanyBody } from '../company-form';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { companyKeys } from '../keys';

/**
 * /new_company_list/new (new, or edit with type=edit&company_id) and /company/company/edit (edits the unit it is given): the unit archive
 * form with every field of spec 001 §3, the address and coordinate pickers and the picture uploads.
 */
export const CompanyEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mode = companyEditMode(useLocation().pathname, searchParams);
  const companyId =
    idParam(searchParams.get('company_id')) ?? (mode === 'edit' ? loadSession()?.user.company_id : undefined);
  const enumOptions = useEnumOptions(COMPANY_ENUMS);
  const sections = companySections(t, enumOptions, {
    lockOverseerFields: !isOverseerOf(loadSession()?.user, companyId),
  });
  const category = searchParams.get('category');
  const fallback = useMemo(() => (category ? { category } : undefined), [category]);
  const back = () => navigate(-1);
  const { formProps, form, loading, save } = useRecordForm({
    load: {
      queryKey: companyKeys.info(companyId),
      queryFn: () => fetchCompany(companyId!),
      enabled: mode === 'edit' && companyId !== undefined,
    },
    toValues: fromCompany,
    fallback,
    save: (values) =>
      mode === 'edit'
        ? updateCompany({ company_id: companyId, ...toCompanyBody(values) })
        : createCompany(toCompanyBody(values)),
    doneText: t(mode === 'edit' ? 'companies.form.saved' : 'companies.form.added'),
    onSaved: (saved, queryClient) => queryClient.setQueryData(companyKeys.info(saved.company_id), saved),
    invalidate: [companyKeys.all],
    back,
  });

  return (
    <FormPage
      {...formProps}
      title={t(mode === 'edit' ? 'companies.form.editTitle' : 'companies.form.newTitle')}
      sections={sections}
      loading={loading}
      slots={addressSlots(form)}
      onSaveStay={mode === 'new' ? save : undefined}
    />
  );
};

export default CompanyEditPage;
