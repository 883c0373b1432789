import { patrolMessages } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Form, Input, message, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { siteWallToEpoch } from '../../../lib/site-time';
import { createPlan, fetchRoutes, isUnitUser } from '../api';
import { PeopleSelect, SiteSelect, UnitSelect } from '../components/pickers';
import { periodKeys, periodLabel } from '../labels';
import { planDetailsPath } from './PlanListPage';
import { patrolKeys } from '../keys';

type Values = {
  company_cared_id?: number;
  plan_name: string;
  task_type: number;
  span: [Dayjs, Dayjs];
  by: 'sites' | 'route';
  site_ids?: number[];
  route_id?: number;
  require?: string;
  in_order?: boolean;
  executor_id?: number;
  part_user_ids?: number[];
};

/** /patrol/plan_new: a plan's unit, sites (or a route), period, span, requirements and who executes its tasks. */
export const PlanNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const ownUnit = isUnitUser();
  const [companyId, setCompanyId] = useState<number>();
  const by = Form.useWatch('by', form) ?? 'sites';
  const routes = useQuery({
    queryKey: patrolKeys.routeOptions(companyId),
    queryFn: () => fetchRoutes({ company_cared_id: companyId, page_no: 0, page_size: 100 }),
    enabled: ownUnit || Boolean(companyId),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      createPlan({
        company_cared_id: values.company_cared_id,
        plan_name: values.plan_name.trim(),
        task_type: values.task_type,
        start_time: siteWallToEpoch(values.span[0].startOf('day')),
        end_time: siteWallToEpoch(values.span[1].endOf('day')),
        site_ids: values.by === 'sites' ? (values.site_ids ?? []) : [],
        route_id: values.by === 'route' ? values.route_id : undefined,
        plan_attr: { require: (values.require ?? '').trim(), in_order: Boolean(values.in_order) },
        executor_id: values.executor_id,
        part_user_ids: values.part_user_ids ?? [],
      }),
    onSuccess: (plan) => {
      void message.success(t('patrol.saved'));
      navigate(planDetailsPath(plan.id));
    },
  });
  const prerequisite = patrolMessages.planPrerequisite[currentLang()];
  const chosen = ownUnit || Boolean(companyId);
  return (
    <Card title={t('patrol.plan.new')} data-testid="plan-new-page">
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ task_type: 2, by: 'sites' }}
        onFinish={(values) => save.mutate(values)}
      >
        {!ownUnit && (
          <Form.Item
            name="company_cared_id"
            label={t('patrol.unit')}
            rules={[{ required: true, message: prerequisite }]}
          >
            <UnitSelect
              onChange={(id) => {
                setCompanyId(id);
                form.setFieldsValue({ site_ids: [], route_id: undefined, executor_id: undefined, part_user_ids: [] });
              }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="plan_name"
          label={t('patrol.plan.name')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input maxLength={50} data-testid="plan-name" />
        </Form.Item>
        <Form.Item name="task_type" label={t('patrol.plan.period')} rules={[{ required: true }]}>
          <Radio.Group options={periodKeys.map((id) => ({ value: id, label: t(periodLabel(id)) }))} />
        </Form.Item>
        <Form.Item name="span" label={t('patrol.plan.span')} rules={[{ required: true }]}>
          <DatePicker.RangePicker data-testid="plan-span" />
        </Form.Item>
        <Form.Item name="by" label={t('patrol.plan.sites')}>
          <Radio.Group
            options={[
              { value: 'sites', label: t('patrol.plan.bySites') },
              { value: 'route', label: t('patrol.plan.byRoute') },
            ]}
          />
        </Form.Item>
        {by === 'sites' ? (
          <Form.Item
            name="site_ids"
            extra={chosen ? undefined : prerequisite}
            rules={[{ required: true, type: 'array', min: 1, message: prerequisite }]}
          >
            {chosen ? <SiteSelect companyId={companyId} testId="plan-sites" /> : <Select disabled />}
          </Form.Item>
        ) : (
          <Form.Item name="route_id" rules={[{ required: true, message: prerequisite }]}>
            <Select
              disabled={!chosen}
              options={(routes.data?.list ?? []).map((route) => ({ value: route.id, label: route.route_name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="require" label={t('patrol.plan.require')} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
        <Form.Item name="in_order" valuePropName="checked">
          <Checkbox>{t('patrol.plan.inOrder')}</Checkbox>
        </Form.Item>
        <Form.Item name="executor_id" label={t('patrol.plan.executor')}>
          <PeopleSelect companyId={companyId} testId="plan-executor" />
        </Form.Item>
        <Form.Item name="part_user_ids" label={t('patrol.plan.participants')}>
          <PeopleSelect companyId={companyId} multiple />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="plan-save">
            {t('patrol.save')}
          </Button>
          <Button onClick={() => navigate('/patrol/patrol_plan')}>{t('patrol.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};

export default PlanNewPage;
