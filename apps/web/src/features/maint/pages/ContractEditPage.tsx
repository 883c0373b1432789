import type { Contract } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, message, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { Upload } from '../../../components/Upload';
import { createContract, fetchContract, fetchRespOptions, updateContract } from '../api';
import { OrgSelect } from '../components/OrgSelect';
import { contractSections, fromContract, toContractBody } from '../contract-form';
import { maintPaths, type MaintArea } from '../maint-paths';
import { PeriodPicker } from '../task-parts';
import { maintKeys } from '../keys';

/** The person-in-charge choice: the chosen maintenance company's people. */
const RespSelect = ({
  maintId,
  value,
  onChange,
  disabled,
  placeholder,
}: {
  maintId: number | undefined;
  value?: number;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
}) => {
  const people = useQuery({
    queryKey: maintKeys.resp(maintId),
    queryFn: () => fetchRespOptions(maintId!),
    enabled: maintId !== undefined,
    staleTime: 60_000,
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled || maintId === undefined}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={(people.data ?? []).map((person) => ({
        value: person.uid,
        label: person.mobile ? `${person.real_name} ${person.mobile}` : person.real_name,
      }))}
      data-testid="contract-resp-select"
    />
  );
};

/**
 * The contract form (spec 002 §2 contractnew): new, or with type=edit&id= a change of one (spec 002 §2: forms read
 * `type`). Under a unit's page the unit is filled in. Leaving with unsaved edits asks first (FormPage).
 */
export const ContractEditPage = ({ area }: { area: MaintArea }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  const id = formModeOf(params) === 'edit' ? idParam(params.get('id')) : undefined;
  const paths = maintPaths(area, companyId);
  const contract = useQuery({
    queryKey: maintKeys.contract(id),
    queryFn: () => fetchContract(id!),
    enabled: id !== undefined,
  });
  const ownMaint = session?.user.company_type === 'info_company_maint' ? session.user.company_id : undefined;
  const record = useMemo(() => {
    if (id !== undefined) return contract.data ? fromContract(contract.data) : undefined;
    return { company_ids: companyId ? [companyId] : [], company_maint_id: ownMaint, attachments: [] };
  }, [id, contract.data, companyId, ownMaint]);
  const maintId = Form.useWatch('company_maint_id', form) as number | undefined;
  const unitIds = Form.useWatch('company_ids', form) as number[] | undefined;
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      id === undefined ? createContract(toContractBody(values)) : updateContract({ id, ...toContractBody(values) }),
    onSuccess: (saved: Contract) => {
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(t('maint.saved'));
      navigate(paths.detail(saved.id));
    },
  });
  const known = contract.data;
  const choose = (name: string) => t('kit.form.pleaseSelect', { name });
  return (
    <FormPage
      form={form}
      title={t(id === undefined ? 'maint.route.contractNew' : 'maint.route.contractEdit')}
      sections={contractSections(t)}
      record={record}
      loading={contract.isFetching}
      slots={{
        maint: (field, disabled) => (
          <OrgSelect
            kind="maint"
            disabled={disabled}
            placeholder={choose(field.name)}
            known={known ? [{ company_id: known.company_maint_id, company_name: known.company_maint_name }] : []}
          />
        ),
        units: (field, disabled) => (
          <OrgSelect
            kind="unit"
            multiple
            disabled={disabled}
            placeholder={choose(field.name)}
            known={known?.companies}
          />
        ),
        period: (_, disabled) => <PeriodPicker disabled={disabled} testId="contract-period" />,
        resp: (field, disabled) => (
          <RespSelect maintId={maintId} disabled={disabled} placeholder={choose(field.name)} />
        ),
        // Attachments belong to the first unit covered, so its centre and its maintenance company may open them.
        attachments: (field, disabled) => (
          <Upload kind="attachment" limit={field.expand?.limit} disabled={disabled} companyId={unitIds?.[0]} />
        ),
      }}
      onValuesChange={(changed) => {
        if ('company_maint_id' in changed) form.setFieldValue('related_resp_uid', undefined);
      }}
      onCancel={() => navigate(id === undefined ? paths.list : paths.detail(id))}
      onSave={async (values) => {
        await save.mutateAsync(values);
      }}
    />
  );
};

export const VyborgContractEditPage = () => <ContractEditPage area="vyborg" />;
export const UnitContractEditPage = () => <ContractEditPage area="unit" />;
export default VyborgContractEditPage;
