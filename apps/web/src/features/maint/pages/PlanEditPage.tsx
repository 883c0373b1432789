import type { MaintPlan } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import type { TFunction } from 'i18next';
import { fetchPlan, savePlan } from '../api';
import {
  formDays,
  itemsFirstError,
  itemsOf,
  taskPaths,
  useContractWorkSlots,
  useSaveWork,
  workFields,
} from '../task-parts';
import { maintKeys } from '../keys';

const slotCount: Record<number, number> = { 0: 0, 1: 7, 2: 28, 3: 3, 4: 6, 5: 12 };

/** The plan form (spec 002 §3 maintenance task fields, §4 task breakdown, §5 "maintenance items must be selected first"). */
const planSections = (t: TFunction, breakdownType: number): FormSection[] => {
  const slot = breakdownType === 1 ? 'maint.slot.1' : breakdownType === 2 ? 'maint.slot.2' : 'maint.slot.m';
  return [
    {
      id: 'plan',
      title: t('maint.plan.title'),
      fields: [
        ...workFields(t, {
          name: {
            id: 'plan_name',
            name: t('maint.plan.plan_name'),
            type: 'input',
            check_type: 'required|maxLength:50',
          },
          period: { id: 'plan_period', name: t('maint.plan.plan_period') },
          respName: t('maint.plan.related_resp_uid'),
        }),
        {
          id: 'breakdown_type',
          name: t('maint.plan.breakdown'),
          type: 'select_radio',
          check_type: 'required',
          options: [0, 1, 2, 3, 4, 5].map((value) => ({
            value,
            label: t(`maint.breakdown.${value as 0 | 1 | 2 | 3 | 4 | 5}`),
          })),
          expand: { wide: true },
        },
        ...(breakdownType === 0
          ? []
          : [
              {
                id: 'breakdown_list',
                name: t('maint.plan.breakdownList'),
                type: 'multiple_select_pick' as const,
                options: Array.from({ length: slotCount[breakdownType] ?? 0 }, (_, index) => ({
                  value: index + 1,
                  label: t(slot, { n: index + 1 }),
                })),
                expand: { wide: true },
              },
            ]),
        {
          id: 'related_ids',
          name: t('maint.plan.related_ids'),
          type: 'multiple_select_pick',
          slot: 'items',
          expand: { wide: true },
        },
        { id: 'remark', name: t('maint.plan.remark'), type: 'textarea', expand: { remark: true, wide: true } },
      ],
    },
  ];
};

const fromPlan = (plan: MaintPlan) => ({
  contract_id: plan.contract_id,
  plan_name: plan.plan_name,
  enum_task_type: plan.enum_task_type,
  plan_period: plan.plan_period.map((day) => dayjs(day)),
  related_resp_uid: plan.related_resp_uid ?? undefined,
  breakdown_type: plan.breakdown.type,
  breakdown_list: plan.breakdown.list,
  related_ids: plan.related_ids,
  remark: plan.remark,
});

/**
 * /vyborg/plannew: a new plan, or with type=edit&id= a change of one (spec 002 §2: forms read `type`). Leaving with
 * unsaved edits asks first (FormPage).
 */
export const PlanEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const id = formModeOf(params) === 'edit' ? idParam(params.get('id')) : undefined;
  const plan = useQuery({ queryKey: maintKeys.plan(id), queryFn: () => fetchPlan(id!), enabled: id !== undefined });
  const record = useMemo(() => {
    if (id !== undefined) return plan.data ? fromPlan(plan.data) : undefined;
    return { enum_task_type: 1, breakdown_type: 0, related_ids: [] };
  }, [id, plan.data]);
  const slots = useContractWorkSlots({ form, periodTestId: 'plan-period', known: plan.data });
  const breakdownType = (Form.useWatch('breakdown_type', form) as number | undefined) ?? plan.data?.breakdown.type ?? 0;
  const save = useSaveWork({ save: savePlan, doneText: t('maint.saved'), pathOf: taskPaths.planDetail });
  return (
    <FormPage
      form={form}
      title={t(id === undefined ? 'maint.route.planNew' : 'maint.route.planEdit')}
      sections={planSections(t, breakdownType)}
      record={record}
      loading={plan.isFetching}
      slots={slots}
      onValuesChange={(changed) => {
        if ('contract_id' in changed) form.setFieldsValue({ related_resp_uid: undefined, related_ids: [] });
        if ('breakdown_type' in changed) form.setFieldValue('breakdown_list', []);
      }}
      onCancel={() => navigate(id === undefined ? taskPaths.plans : taskPaths.planDetail(id))}
      onSave={async (values) => {
        const list = ((values.breakdown_list ?? []) as unknown[]).map(Number);
        const items = itemsOf(values);
        const type = Number(values.breakdown_type ?? 0);
        const errors = [
          ...(type !== 0 && list.length === 0
            ? [{ name: 'breakdown_list', errors: [t('maint.plan.breakdownNeedsList')] }]
            : []),
          ...(items.length === 0 ? [itemsFirstError(t)] : []),
        ];
        if (errors.length > 0) {
          form.setFields(errors);
          return;
        }
        await save.mutateAsync({
          ...(id === undefined ? {} : { id }),
          contract_id: Number(values.contract_id),
          plan_name: values.plan_name,
          enum_task_type: Number(values.enum_task_type),
          plan_period: formDays(values.plan_period),
          related_resp_uid: values.related_resp_uid ? Number(values.related_resp_uid) : null,
          related_ids: items,
          breakdown: { type, list: type === 0 ? [] : list },
          remark: values.remark ?? '',
        });
      }}
    />
  );
};

export default PlanEditPage;
