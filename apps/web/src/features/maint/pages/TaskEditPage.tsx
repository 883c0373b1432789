import type { MaintTaskDetail } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../app/url';
import { DATE_FORMAT, formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { Translate } from '../../../locales/translate';
import { createTask, fetchContracts, fetchTask, updateTask } from '../api';
import { ContractSelect, EquipmentPicker, PersonSelect, taskPaths } from '../task-parts';

/** The task form (spec 002 §3 maintenance task): its contract, person and equipment only when new. */
const taskSections = (t: Translate): FormSection[] => [
  {
    id: 'task',
    title: t('maint.task.title'),
    fields: [
      {
        id: 'contract_id',
        name: t('maint.plan.contract'),
        type: 'select_pick',
        check_type: 'required',
        slot: 'contract',
        expand: { mode: 'new' },
      },
      { id: 'task_name', name: t('maint.task.task_name'), type: 'input', check_type: 'required|maxLength:50' },
      {
        id: 'enum_task_type',
        name: t('maint.plan.enum_task_type'),
        type: 'select_radio',
        check_type: 'required',
        options: [1, 3].map((value) => ({ value, label: t(`maint.taskType.${value as 1 | 3}`) })),
      },
      { id: 'period', name: t('maint.task.period'), type: 'input', check_type: 'required', slot: 'period' },
      {
        id: 'related_resp_uid',
        name: t('maint.task.resp'),
        type: 'select_pick',
        slot: 'resp',
        expand: { mode: 'new', help: t('maint.plan.respHelp') },
      },
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
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const id = formModeOf(params) === 'edit' ? idParam(params.get('id')) : undefined;
  const task = useQuery({ queryKey: ['maint', 'task', id], queryFn: () => fetchTask(id!), enabled: id !== undefined });
  const contracts = useQuery({
    queryKey: ['maint', 'contracts', 'options'],
    queryFn: () => fetchContracts({ status: 'in_progress', page_size: 100 }),
    staleTime: 60_000,
  });
  const record = useMemo(() => {
    if (id !== undefined) return task.data ? fromTask(task.data) : undefined;
    return { enum_task_type: 1, related_ids: [] };
  }, [id, task.data]);
  const contractId = Form.useWatch('contract_id', form) as number | undefined;
  const maintId = contracts.data?.list.find((row) => row.id === contractId)?.company_maint_id;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => (id === undefined ? createTask(body) : updateTask({ id, ...body })),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['maint'] });
      void message.success(t('maint.saved'));
      navigate(taskPaths.taskDetail(saved.id));
    },
  });
  const choose = (name: string) => t('kit.form.pleaseSelect', { name });
  return (
    <FormPage
      form={form}
      title={t(id === undefined ? 'maint.route.taskNew' : 'maint.route.taskEdit')}
      sections={taskSections(t)}
      record={record}
      loading={task.isFetching}
      slots={{
        contract: (field, disabled) => <ContractSelect disabled={disabled} placeholder={choose(field.name)} />,
        period: (_, disabled) => (
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            disabled={disabled}
            placeholder={[t('maint.start'), t('maint.end')]}
            style={{ width: '100%' }}
            data-testid="task-period"
          />
        ),
        resp: (field, disabled) => (
          <PersonSelect maintId={maintId} disabled={disabled} placeholder={choose(field.name)} />
        ),
        items: (_, disabled) => <EquipmentPicker contractId={contractId} disabled={disabled} />,
      }}
      onValuesChange={(changed) => {
        if ('contract_id' in changed) form.setFieldsValue({ related_resp_uid: undefined, related_ids: [] });
      }}
      onCancel={() => navigate(id === undefined ? taskPaths.tasks : taskPaths.taskDetail(id))}
      onSave={async (values) => {
        const period = (values.period ?? []) as Dayjs[];
        const [start, end] = period.map((day) => dayjs(day).format(DATE_FORMAT));
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
        const items = ((values.related_ids ?? []) as unknown[]).map(Number);
        if (items.length === 0) {
          form.setFields([{ name: 'related_ids', errors: [t('maint.plan.itemsFirst')] }]);
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

export default TaskEditPage;
