import type { ContractRelatedRow, MaintTask, MaintTaskCounts } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, message, Select, Table, Tag, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatEpoch } from '../../lib/site-time';
import { idParam } from '../../lib/url';
import { DATE_FORMAT, type FormField } from '../../components/form-fields';
import type { Translate } from '../../locales/translate';
import type { FormPageProps } from '../../components/FormPage';
import { fetchContractEquipment, fetchContracts, fetchRespOptions } from './api';
import { areaOfPath, taskPathsOf } from './maint-paths';
import { maintKeys } from './keys';

/** Where the plan and task pages live (spec 002 §2 /vyborg plan, task, tasknew, taskdetail, taskequipedit). */
export const taskPaths = {
  plans: '/vyborg/plan',
  planNew: '/vyborg/plannew',
  planEdit: (id: number) => `/vyborg/plannew?type=edit&id=${id}`,
  planDetail: (id: number) => `/vyborg/plandetail?id=${id}`,
  tasks: '/vyborg/task',
  taskNew: '/vyborg/tasknew',
  taskEdit: (id: number) => `/vyborg/tasknew?type=edit&id=${id}`,
  taskDetail: (id: number) => `/vyborg/taskdetail?id=${id}`,
  taskEquipEdit: (id: number) => `/vyborg/taskequipedit?id=${id}`,
};

/** The task pages of the area this page is in (a unit's page keeps its company_id). */
export const useTaskPaths = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = areaOfPath(pathname);
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  return useMemo(() => ({ ...taskPaths, ...taskPathsOf(area, companyId) }), [area, companyId]);
};

const statusColors = { 1: 'orange', 2: 'blue', 3: 'processing', 4: 'green' } as const;
export const TaskStatusTag = ({ status }: { status: MaintTask['enum_maint_status'] }) => {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} data-testid="task-status">
      {t(`maint.taskStatus.${status}`)}
    </Tag>
  );
};

export const resultColors = { 0: 'default', 1: 'green', 2: 'red', 3: 'default' } as const;

/** The plan counts group of spec 002 §4: in progress, to be assigned, to be received, completed. */
export const CountsLine = ({ counts }: { counts: MaintTaskCounts }) => {
  const { t } = useTranslation();
  return (
    <span>
      {(['in_progress', 'to_assign', 'to_receive', 'completed'] as const)
        .map((key) => `${t(`maint.count.${key}`)} ${counts[key]}`)
        .join(' / ')}
    </span>
  );
};

export const when = (seconds: number | null) => (seconds ? formatEpoch(seconds, 'YYYY-MM-DD HH:mm') : '-');

/** The contracts in progress the caller reads (a plan or task is made under one). */
export const ContractSelect = ({
  value,
  onChange,
  disabled,
  placeholder,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
}) => {
  const contracts = useQuery({
    queryKey: maintKeys.contractOptions(),
    queryFn: () => fetchContracts({ status: 'in_progress', page_size: 100 }),
    staleTime: 60_000,
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      options={(contracts.data?.list ?? [])
        .filter((row) => row.can_work === 1 || row.id === value)
        .map((row) => ({ value: row.id, label: `${row.project_name}（${row.company_maint_name}）` }))}
      data-testid="maint-contract-select"
    />
  );
};

/** The maintenance company's people (the person a task goes to). */
export const PersonSelect = ({
  maintId,
  value,
  onChange,
  disabled,
  placeholder,
  testId = 'maint-resp-select',
}: {
  maintId: number | undefined;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
}) => {
  const people = useQuery({
    queryKey: maintKeys.resp(maintId),
    queryFn: () => fetchRespOptions(maintId!),
    enabled: maintId !== undefined,
    staleTime: 60_000,
  });
  return (
    <Select
      value={value ?? undefined}
      onChange={onChange}
      disabled={disabled || maintId === undefined}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={(people.data ?? []).map((person) => ({
        value: person.uid,
        label: person.mobile ? `${person.real_name} ${person.mobile}` : person.real_name,
      }))}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
};

/** Ticks equipment under the contract (maintenance items, a task's equipment). */
export const EquipmentPicker = ({
  contractId,
  value,
  onChange,
  disabled,
}: {
  contractId: number | undefined;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: maintKeys.contractEquipment(contractId),
    queryFn: () => fetchContractEquipment(contractId!),
    enabled: contractId !== undefined,
  });
  if (contractId === undefined) return <Alert type="info" showIcon title={t('maint.plan.chooseContract')} />;
  if (rows.data && rows.data.total === 0) return <Alert type="warning" showIcon title={t('maint.plan.noEquipment')} />;
  return (
    <Table<ContractRelatedRow>
      size="small"
      rowKey="id"
      loading={rows.isFetching}
      dataSource={rows.data?.list}
      pagination={false}
      scroll={{ y: 280 }}
      rowSelection={{
        selectedRowKeys: value ?? [],
        onChange: (keys) => onChange?.(keys.map(Number)),
        getCheckboxProps: () => ({ disabled }),
      }}
      columns={[
        { title: t('maint.col.equipment_name'), dataIndex: 'equipment_name' },
        { title: t('maint.col.building_name'), dataIndex: 'building_name' },
        { title: t('maint.col.position_desc'), dataIndex: 'position_desc' },
        { title: t('maint.col.check_count'), dataIndex: 'check_count', width: 90 },
      ]}
      data-testid="maint-equipment-picker"
    />
  );
};

/** The start and end days of a contract, plan or task (FormPage gives it the value and onChange). */
export const PeriodPicker = ({
  testId,
  ...props
}: ComponentProps<typeof DatePicker.RangePicker> & { testId: string }) => {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      format={DATE_FORMAT}
      placeholder={[t('maint.start'), t('maint.end')]}
      style={{ width: '100%' }}
      data-testid={testId}
      {...props}
    />
  );
};

/**
 * The fields a plan and a task made by hand share (FormPage slots contract, period, resp, items): the people and the
 * equipment offered follow the contract chosen in `form`; `known` gives the maintenance company of the record's own
 * contract when the contract options do not list it.
 */
export const useContractWorkSlots = ({
  form,
  periodTestId,
  known,
}: {
  form: FormInstance;
  periodTestId: string;
  known?: { contract_id: number; company_maint_id: number } | undefined;
}): NonNullable<FormPageProps['slots']> => {
  const { t } = useTranslation();
  const contracts = useQuery({
    queryKey: maintKeys.contractOptions(),
    queryFn: () => fetchContracts({ status: 'in_progress', page_size: 100 }),
    staleTime: 60_000,
  });
  const contractId = Form.useWatch('contract_id', form) as number | undefined;
  const maintId =
    contracts.data?.list.find((row) => row.id === contractId)?.company_maint_id ??
    (known?.contract_id === contractId ? known?.company_maint_id : undefined);
  const choose = (name: string) => t('kit.form.pleaseSelect', { name });
  return {
    contract: (field, disabled) => <ContractSelect disabled={disabled} placeholder={choose(field.name)} />,
    period: (_, disabled) => <PeriodPicker disabled={disabled} testId={periodTestId} />,
    resp: (field, disabled) => <PersonSelect maintId={maintId} disabled={disabled} placeholder={choose(field.name)} />,
    items: (_, disabled) => <EquipmentPicker contractId={contractId} disabled={disabled} />,
  };
};

/** A work form's days (its period picker's value) as the server takes them. */
export const formDays = (value: unknown) => ((value ?? []) as Dayjs[]).map((day) => dayjs(day).format(DATE_FORMAT));

/** The equipment ticked on a plan or task form. */
export const itemsOf = (values: Record<string, unknown>) => ((values.related_ids ?? []) as unknown[]).map(Number);

/** The equipment field's error when none is ticked: maintenance items must be chosen first (spec 002 §5). */
export const itemsFirstError = (t: (key: 'maint.plan.itemsFirst') => string) => ({
  name: 'related_ids',
  errors: [t('maint.plan.itemsFirst')],
});

/**
 * Saving a plan or task form: every maintenance list and detail is refetched, `doneText` is said and the saved record
 * opens (`pathOf` its id).
 */
export const useSaveWork = ({
  save,
  doneText,
  pathOf,
}: {
  save: (body: Record<string, unknown>) => Promise<{ id: number }>;
  doneText: string;
  pathOf: (id: number) => string;
}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(doneText);
      navigate(pathOf(saved.id));
    },
  });
};

/**
 * The fields a plan and a task made by hand open with: contract, name, type, days, person (FormPage slots contract,
 * period, resp). `isNewOnly`: the contract and the person are chosen when the record is made, not changed after.
 */
export const workFields = (
  t: Translate,
  {
    name,
    period,
    respName,
    isNewOnly = false,
  }: { name: FormField; period: Pick<FormField, 'id' | 'name'>; respName: string; isNewOnly?: boolean },
): FormField[] => [
  {
    id: 'contract_id',
    name: t('maint.plan.contract'),
    type: 'select_pick',
    check_type: 'required',
    slot: 'contract',
    ...(isNewOnly ? { expand: { mode: 'new' } } : {}),
  },
  name,
  {
    id: 'enum_task_type',
    name: t('maint.plan.enum_task_type'),
    type: 'select_radio',
    check_type: 'required',
    options: [1, 3].map((value) => ({ value, label: t(`maint.taskType.${value as 1 | 3}`) })),
  },
  { ...period, type: 'input', check_type: 'required', slot: 'period' },
  {
    id: 'related_resp_uid',
    name: respName,
    type: 'select_pick',
    slot: 'resp',
    expand: { ...(isNewOnly ? { mode: 'new' as const } : {}), help: t('maint.plan.respHelp') },
  },
];
