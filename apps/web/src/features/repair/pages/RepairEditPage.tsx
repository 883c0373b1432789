import type { RepairTaskDetail } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, message, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';
import type { Translate } from '../../../locales/translate';
import { repairCaredUnit } from '../cared-unit';
import {
  createRepair,
  fetchContractOptions,
  fetchFaultEvent,
  fetchRepair,
  fetchRepairDepartments,
  fetchUnits,
  updateRepair,
} from '../api';
import { repairPaths } from '../paths';
import { repairKeys } from '../keys';
import { libKeys } from '../../../lib/keys';

/** The repair-task form (spec 002 §3 "Repair task"): unit and maintenance company only when new. */
const repairSections = (t: Translate, options: { pickUnit: boolean; fromAlarm: boolean }): FormSection[] => [
  {
    id: 'repair',
    title: t('repair.list.title'),
    fields: [
      ...(options.pickUnit
        ? [
            {
              id: 'company_cared_id',
              name: t('repair.field.company_cared_id'),
              type: 'select_pick' as const,
              check_type: 'required',
              slot: 'unit',
              expand: { mode: 'new' as const },
            },
          ]
        : []),
      {
        id: 'company_maint_id',
        name: t('repair.field.company_maint_id'),
        type: 'select_pick',
        check_type: 'required',
        slot: 'company',
        expand: { mode: 'new' },
      },
      { id: 'department_id', name: t('repair.field.department_id'), type: 'select_pick', slot: 'department' },
      {
        id: 'task_name',
        name: t('repair.field.task_name'),
        type: 'input',
        check_type: options.fromAlarm ? 'maxLength:100' : 'required|maxLength:100',
      },
      {
        id: 'enum_task_level',
        name: t('repair.field.enum_task_level'),
        type: 'select_radio',
        check_type: 'required',
        options: [1, 2, 3].map((value) => ({ value, label: t(`repair.level.${value as 1 | 2 | 3}`) })),
      },
      { id: 'equip_name', name: t('repair.field.equip_name'), type: 'input', slot: 'equip' },
      { id: 'facility_address', name: t('repair.field.facility_address'), type: 'input', slot: 'address' },
      {
        id: 'facility_fault_desc',
        name: t('repair.field.facility_fault_desc'),
        type: 'textarea',
        check_type: 'required|maxLength:200',
        slot: 'fault',
      },
      { id: 'remark', name: t('repair.field.remark'), type: 'textarea', expand: { remark: true } },
      { id: 'attachments', name: t('repair.field.attachments'), type: 'img', slot: 'attachments' },
    ],
  },
];

const fileIds = (value: unknown) => ((value ?? []) as UploadValue[]).map((file) => file.file_id);
const fromTask = (task: RepairTaskDetail) => ({
  department_id: task.department_id ?? undefined,
  task_name: task.task_name,
  enum_task_level: task.enum_task_level,
  equip_name: task.equip_name,
  facility_address: task.facility_address,
  facility_fault_desc: task.facility_fault_desc,
  remark: task.remark,
  attachments: task.attachments.map((file) => ({ ...file, static_url: `/files/${file.file_id}` })),
});

/**
 * /vyborg/new?type=new: a new repair task, by hand or (with event_id, after handling a fault with apply-repair ticked)
 * from a fault alarm, prefilled from the query (company_maint_id, equip_name, facility_address); /vyborg/edit?type=edit&id=
 * changes one before it is completed. Leaving with unsaved edits asks first (FormPage).
 */
export const RepairEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const user = useSession()?.user;
  const id = formModeOf(params) === 'edit' ? idParam(params.get('id')) : undefined;
  const eventId = id === undefined ? idParam(params.get('event_id')) : undefined;
  const event = useQuery({
    queryKey: repairKeys.event(eventId),
    queryFn: () => fetchFaultEvent(eventId!),
    enabled: eventId !== undefined && eventId > 0,
  });
  const task = useQuery({
    queryKey: repairKeys.task(id),
    queryFn: () => fetchRepair(id!),
    enabled: id !== undefined,
  });
  const isCared = user?.company_type === 'info_company_cared';
  const fromAlarm = eventId !== undefined;
  const pickUnit = id === undefined && !fromAlarm && !isCared;
  const [unitName, setUnitName] = useState<string>();
  const units = useQuery({
    queryKey: repairKeys.units(unitName),
    queryFn: () => fetchUnits(unitName),
    enabled: pickUnit,
  });
  const pickedUnit = Form.useWatch('company_cared_id', form) as number | undefined;
  const unitId =
    id !== undefined
      ? task.data?.company_cared_id
      : fromAlarm
        ? event.data && user
          ? repairCaredUnit(user, event.data)
          : undefined
        : isCared
          ? user?.company_id
          : pickedUnit;
  const options = useQuery({
    queryKey: repairKeys.contractOptions(unitId),
    queryFn: () => fetchContractOptions(unitId!),
    enabled: id === undefined && unitId !== undefined,
  });
  const departments = useQuery({
    queryKey: repairKeys.departments(unitId),
    queryFn: () => fetchRepairDepartments(unitId!),
    enabled: unitId !== undefined,
  });
  const record = useMemo(() => {
    if (id !== undefined) return task.data ? fromTask(task.data) : undefined;
    const equipName = params.get('equip_name') ?? event.data?.device_name ?? '';
    return {
      company_maint_id: idParam(params.get('company_maint_id')),
      task_name: fromAlarm ? `${equipName}${t('events.category.fault')}` : '',
      enum_task_level: 1,
      equip_name: equipName,
      facility_address: params.get('facility_address') ?? '',
      attachments: [],
    };
  }, [id, task.data, params, event.data, fromAlarm, t]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === undefined ? createRepair(body) : updateRepair({ id, ...body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: repairKeys.all });
      void queryClient.invalidateQueries({ queryKey: libKeys.alarms });
      void message.success(t(id === undefined ? 'repair.created' : 'repair.saved'));
      void navigate(repairPaths.detail(saved.id));
    },
  });
  const choose = (name: string) => t('kit.form.pleaseSelect', { name });
  const noContract = id === undefined && unitId !== undefined && options.data?.length === 0;

  return (
    <div data-testid="repair-form">
      {fromAlarm && event.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('repair.form.sourceAlarm', { name: event.data.device_name ?? '' })}
        />
      )}
      {noContract && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('repair.form.noContract')} />
      )}
      <FormPage
        form={form}
        title={t(id === undefined ? 'repair.route.new' : 'repair.route.edit')}
        sections={repairSections(t, { pickUnit, fromAlarm })}
        record={record}
        loading={task.isFetching || event.isFetching}
        slots={{
          unit: (field, disabled) => (
            <Select
              showSearch
              filterOption={false}
              onSearch={setUnitName}
              disabled={disabled}
              placeholder={choose(field.name)}
              loading={units.isFetching}
              options={(units.data?.list ?? []).map((row) => ({ value: row.company_id, label: row.company_name }))}
              data-testid="repair-form-unit"
            />
          ),
          company: (field, disabled) => (
            <Select
              disabled={disabled}
              placeholder={unitId === undefined ? t('repair.form.unitFirst') : choose(field.name)}
              loading={options.isFetching}
              notFoundContent={t('repair.form.noContract')}
              options={(options.data ?? []).map((option) => ({
                value: option.company_maint_id,
                label: `${option.company_name} · ${option.project_name}`,
              }))}
              data-testid="repair-form-company"
            />
          ),
          department: (field, disabled) => (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={disabled || unitId === undefined}
              placeholder={unitId === undefined ? t('repair.form.unitFirst') : choose(field.name)}
              loading={departments.isFetching}
              options={(departments.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
              data-testid="repair-form-department"
            />
          ),
          equip: (_, disabled) => <Input disabled={disabled} maxLength={100} data-testid="repair-form-equip" />,
          address: (_, disabled) => <Input disabled={disabled} maxLength={200} data-testid="repair-form-address" />,
          fault: (_, disabled) => (
            <Input.TextArea
              rows={4}
              disabled={disabled}
              count={{ show: true, max: 200 }}
              data-testid="repair-form-fault-desc"
            />
          ),
          attachments: (_, disabled) => (
            <Upload kind="attachment" limit={5} companyId={unitId} disabled={disabled || unitId === undefined} />
          ),
        }}
        onValuesChange={(changed) => {
          if ('company_cared_id' in changed)
            form.setFieldsValue({ company_maint_id: undefined, department_id: undefined });
        }}
        onCancel={() => void navigate(id === undefined ? repairPaths.list : repairPaths.detail(id))}
        onSave={async (values) => {
          const common = {
            department_id: values.department_id ? Number(values.department_id) : null,
            task_name: String(values.task_name ?? ''),
            enum_task_level: Number(values.enum_task_level ?? 1),
            equip_name: String(values.equip_name ?? ''),
            facility_address: String(values.facility_address ?? ''),
            remark: String(values.remark ?? ''),
            attachments: fileIds(values.attachments),
          };
          if (id !== undefined) {
            await save.mutateAsync({
              ...common,
              facility_fault_desc: String(values.facility_fault_desc ?? ''),
              related_part_user: task.data?.related_part_user ?? [],
            });
            return;
          }
          const maintId = Number(values.company_maint_id);
          const option = options.data?.find((item) => item.company_maint_id === maintId);
          await save.mutateAsync({
            mt_task: {
              ...common,
              company_maint_id: maintId,
              company_cared_id: unitId,
              contract_id: option?.contract_id,
              project_id: option?.project_id,
              enum_task_origin: { id: fromAlarm ? 3 : 1 },
              enum_task_type: { id: 2 },
              enum_task_status: { id: 1 },
              event_id: eventId,
              equip_id: -1,
              creater_id: user?.uid,
            },
            mt_task_confirm: { fault_desc: String(values.facility_fault_desc ?? '') },
          });
        }}
      />
    </div>
  );
};

export default RepairEditPage;
