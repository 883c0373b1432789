import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loadSession } from '../../../app/session';
import { AddressPicker } from '../../../components/AddressPicker';
import { FormAddressSuggest } from '../../../components/AddressSuggest';
import { CoordinatePicker } from '../../../components/CoordinatePicker';
import { FormPage } from '../../../components/FormPage';
import { createCompany, fetchCompany, updateCompany } from '../api';
import { companyEditMode } from '../company-edit-mode';
import { COMPANY_ENUMS, companySections, fromCompany, isOverseerOf, toCompanyBody } from '../company-form';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../app/url';

/**
 * /new_company_list/new (new, or edit with type=edit&company_id) and /company/company/edit (edits the unit it is given): the unit archive
 * form with every field of spec 001 §3, the address and coordinate pickers and the picture uploads.
 */
export const CompanyEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [searchParams] = useSearchParams();
  const mode = companyEditMode(useLocation().pathname, searchParams);
  const companyId =
    idParam(searchParams.get('company_id')) ?? (mode === 'edit' ? loadSession()?.user.company_id : undefined);
  const enumOptions = useEnumOptions(COMPANY_ENUMS);
  const sections = companySections(t, enumOptions, {
    lockOverseerFields: !isOverseerOf(loadSession()?.user, companyId),
  });
  const company = useQuery({
    queryKey: ['company', companyId],
    queryFn: () => fetchCompany(companyId!),
    enabled: mode === 'edit' && companyId !== undefined,
  });
  const record = useMemo(
    () =>
      company.data
        ? fromCompany(company.data)
        : searchParams.get('category')
          ? { category: searchParams.get('category') }
          : undefined,
    [company.data, searchParams],
  );

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      mode === 'edit'
        ? updateCompany({ company_id: companyId, ...toCompanyBody(values) })
        : createCompany(toCompanyBody(values)),
    onSuccess: (saved) => {
      void message.success(t(mode === 'edit' ? 'companies.form.saved' : 'companies.form.added'));
      queryClient.setQueryData(['company', saved.company_id], saved);
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });

  const back = () => navigate(-1);
  return (
    <FormPage
      title={t(mode === 'edit' ? 'companies.form.editTitle' : 'companies.form.newTitle')}
      sections={sections}
      record={record}
      loading={company.isFetching}
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
      onSaveStay={mode === 'new' ? (values) => save.mutateAsync(values) : undefined}
    />
  );
};

export default CompanyEditPage;
