import type { DirectorUnitDetail, MaintTaskDetail } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Alert, Button, Form, Result, Select, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { Translate } from '../../../locales/translate';
import { askDirectorTask, createTask, fetchDirectorUnit, fetchTask, updateTask } from '../api';
import { areaOfPath, directorPaths } from '../maint-paths';
import {
  formDays,
  itemsFirstError,
  itemsOf,
  PeriodPicker,
  useContractWorkSlots,
  useSaveWork,
  useTaskPaths,
  workFields,
} from '../task-parts';
import { maintKeys } from '../keys';

/** The task form (spec 002 §3 maintenance task): its contract, person and equipment only when new. */
const taskSections = (t: Translate): FormSection[] => [
  {
    id: 'task',
    title: t('maint.task.title'),
    fields: [
      ...workFields(t, {
        name: { id: 'task_name', name: t('maint.task.task_name'), type: 'input', check_type: 'required|maxLength:50' },
        period: { id: 'period', name: t('maint.task.period') },
        respName: t('maint.task.resp'),
        isNewOnly: true,
      }),
      {
        id: 'related_ids',
        name: t('maint.task.items'),
        type: 'multiple_select_pick',
        slot: 'items',
        expand: { mode: 'new', wide: true },
      },
    ],
  },
];

const fromTask = (task: MaintTaskDetail) => ({
  task_name: task.task_name,
  enum_task_type: task.enum_task_type,
  period: [dayjs(task.plan_start_time), dayjs(task.plan_end_time)],
});

/**
 * /vyborg/tasknew: a task made by hand, or with type=edit&id= its name, type and days (spec 002 §2: forms read `type`).
 * Leaving with unsaved edits asks first (FormPage).
 */
export const TaskEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const id = formModeOf(params) === 'edit' ? idParam(params.get('id')) : undefined;
  const task = useQuery({ queryKey: maintKeys.task(id), queryFn: () => fetchTask(id!), enabled: id !== undefined });
  const record = useMemo(() => {
    if (id !== undefined) return task.data ? fromTask(task.data) : undefined;
    return { enum_task_type: 1, related_ids: [] };
  }, [id, task.data]);
  const slots = useContractWorkSlots({ form, periodTestId: 'task-period' });
  const save = useSaveWork({
    save: (body) => (id === undefined ? createTask(body) : updateTask({ id, ...body })),
    doneText: t('maint.saved'),
    pathOf: paths.taskDetail,
  });
  return (
    <FormPage
      form={form}
      title={t(id === undefined ? 'maint.route.taskNew' : 'maint.route.taskEdit')}
      sections={taskSections(t)}
      record={record}
      loading={task.isFetching}
      slots={slots}
      onValuesChange={(changed) => {
        if ('contract_id' in changed) form.setFieldsValue({ related_resp_uid: undefined, related_ids: [] });
      }}
      onCancel={() => navigate(id === undefined ? paths.tasks : paths.taskDetail(id))}
      onSave={async (values) => {
        const [start, end] = formDays(values.period);
        const common = {
          task_name: values.task_name,
          enum_task_type: Number(values.enum_task_type),
          plan_start_time: start,
          plan_end_time: end,
        };
        if (id !== undefined) {
          await save.mutateAsync(common);
          return;
        }
        const items = itemsOf(values);
        if (items.length === 0) {
          form.setFields([itemsFirstError(t)]);
          return;
        }
        await save.mutateAsync({
          ...common,
          contract_id: Number(values.contract_id),
          related_resp_uid: values.related_resp_uid ? Number(values.related_resp_uid) : null,
          related_ids: items,
        });
      }}
    />
  );
};

/**
 * /vyborg/adim_newtask?company_id= (and /company/adim_newtask): the task form in director mode — the unit's fire
 * safety director asks the maintenance company for a task under a contract live today covering the unit (the first
 * preselected), on the unit's equipment under it; no person (the company assigns it). Leaving with edits asks first.
 */
export const DirectorTaskNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [form] = Form.useForm();
  const companyId = idParam(params.get('company_id'));
  const back = directorPaths(areaOfPath(pathname), companyId);
  const unit = useQuery({
    queryKey: maintKeys.directorUnit(companyId),
    queryFn: () => fetchDirectorUnit(companyId!),
    enabled: companyId !== undefined,
  });
  const contracts = useMemo(
    () => (unit.data?.contracts ?? []).filter((row) => unit.data?.ask_contract_ids.includes(row.id)),
    [unit.data],
  );
  const record = useMemo(
    () => (unit.data ? { contract_id: contracts[0]?.id, enum_task_type: 1, related_ids: [] } : undefined),
    [unit.data, contracts],
  );
  const contractId = Form.useWatch('contract_id', form) as number | undefined;
  const equipment = (unit.data?.ask_equipment ?? []).filter((row) => row.contract_id === contractId);
  const save = useSaveWork({ save: askDirectorTask, doneText: t('maint.director.asked'), pathOf: paths.taskDetail });
  if (companyId === undefined) return <Result status="404" />;
  if (unit.data && contracts.length === 0)
    return (
      <Result
        status="info"
        title={t('maint.director.noContract')}
        extra={<Button onClick={() => navigate(back.unit(companyId))}>{t('maint.director.backToUnit')}</Button>}
      />
    );
  const choose = (name: string) => t('kit.form.pleaseSelect', { name });
  const sections = taskSections(t).map((section) => ({
    ...section,
    title: unit.data ? `${t('maint.director.askTitle')} · ${unit.data.company_name}` : t('maint.director.askTitle'),
    fields: section.fields
      .filter((field) => field.id !== 'related_resp_uid')
      .map((field) => (field.id === 'related_ids' ? { ...field, check_type: 'required' } : field)),
  }));
  return (
    <FormPage
      form={form}
      title={t('maint.route.adimNewTask')}
      sections={sections}
      record={record}
      loading={unit.isFetching}
      slots={{
        contract: (field, disabled) => (
          <Select
            disabled={disabled}
            placeholder={choose(field.name)}
            options={contracts.map((row) => ({
              value: row.id,
              label: `${row.project_name}（${row.company_maint_name}）`,
            }))}
            data-testid="maint-contract-select"
          />
        ),
        period: (_, disabled) => <PeriodPicker disabled={disabled} testId="task-period" />,
        items: (_, disabled) => <UnitEquipmentPicker rows={equipment} disabled={disabled} />,
      }}
      onValuesChange={(changed) => {
        if ('contract_id' in changed) form.setFieldsValue({ related_ids: [] });
      }}
      onCancel={() => navigate(back.unit(companyId))}
      onSave={async (values) => {
        const [start, end] = formDays(values.period);
        const items = itemsOf(values);
        if (items.length === 0) {
          form.setFields([itemsFirstError(t)]);
          return;
        }
        await save.mutateAsync({
          company_id: companyId,
          contract_id: Number(values.contract_id),
          task_name: values.task_name,
          enum_task_type: Number(values.enum_task_type),
          plan_start_time: start,
          plan_end_time: end,
          related_ids: items,
        });
      }}
    />
  );
};

/** Ticks the unit's equipment under the chosen contract. */
const UnitEquipmentPicker = ({
  rows,
  value,
  onChange,
  disabled,
}: {
  rows: DirectorUnitDetail['ask_equipment'];
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  if (rows.length === 0) return <Alert type="warning" showIcon title={t('maint.plan.noEquipment')} />;
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={rows}
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
      ]}
      data-testid="maint-equipment-picker"
    />
  );
};

export default TaskEditPage;
