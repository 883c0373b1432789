import type { PatrolRoute, PatrolSite } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Modal, Space, Table } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteRoute, deleteSite, fetchRoutes, fetchSites, isUnitUser, saveRoute } from '../api';
import { SiteSelect, UnitSelect } from '../components/pickers';
import { patrolKeys } from '../keys';

export const siteDetailPath = (id: number) => `/patrol/patrol_site_detail?id=${id}`;
export const routeDetailsPath = (id: number) => `/patrol/route_details?id=${id}`;
export const labelsDownloadPath = (ids: readonly Key[]) => `/download_file?kind=patrol_sites&site_ids=${ids.join(',')}`;

/** The routes of the unit(s): ordered lists of sites, made here in a dialog. */
const RoutesCard = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState(false);
  const [companyId, setCompanyId] = useState<number>();
  const [form] = Form.useForm<{ route_name: string; site_ids: number[]; remark?: string }>();
  const routes = useQuery({
    queryKey: patrolKeys.routes(page),
    queryFn: () => fetchRoutes({ page_no: page, page_size: 10 }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: patrolKeys.all });
  const save = useMutation({
    mutationFn: (values: { route_name: string; site_ids: number[]; remark?: string }) =>
      saveRoute({ ...values, company_cared_id: companyId ?? 0 }),
    onSuccess: () => {
      void message.success(t('patrol.saved'));
      setOpen(false);
      form.resetFields();
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: deleteRoute, onSettled: refresh });
  const ownUnit = isUnitUser();
  return (
    <Card
      title={t('patrol.routes.title')}
      extra={
        <Button onClick={() => setOpen(true)} data-testid="route-new">
          {t('patrol.routes.new')}
        </Button>
      }
    >
      <Table<PatrolRoute>
        rowKey="id"
        size="small"
        loading={routes.isFetching}
        dataSource={routes.data?.list ?? []}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: routes.data?.total ?? 0,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            title: t('patrol.routes.name'),
            render: (_, row) => <Link to={routeDetailsPath(row.id)}>{row.route_name}</Link>,
          },
          { title: t('patrol.unit'), dataIndex: 'company_name' },
          { title: t('patrol.plan.siteCount'), dataIndex: 'site_count' },
          { title: t('patrol.remark'), dataIndex: 'remark' },
          {
            title: t('patrol.actions'),
            render: (_, row) => (
              <ConfirmLink
                danger
                label={t('patrol.delete')}
                confirm={t('patrol.routes.deleteConfirm', { name: row.route_name })}
                onConfirm={() => remove.mutateAsync(row.id)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={open}
        title={t('patrol.routes.new')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          {!ownUnit && (
            <Form.Item label={t('patrol.unit')} required>
              <UnitSelect value={companyId} onChange={setCompanyId} />
            </Form.Item>
          )}
          <Form.Item
            name="route_name"
            label={t('patrol.routes.name')}
            rules={[{ required: true, whitespace: true, max: 50 }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="site_ids"
            label={t('patrol.routes.sites')}
            extra={t('patrol.routes.orderHint')}
            rules={[{ required: true, type: 'array', min: 1 }]}
          >
            <SiteSelect companyId={companyId} />
          </Form.Item>
          <Form.Item name="remark" label={t('patrol.remark')} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};

/** /patrol/patrol_route (巡查点): the sites with their labels' download, and the routes through them. */
export const SiteListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useMutation({
    mutationFn: deleteSite,
    onSuccess: () => void message.success(t('patrol.deleted')),
    onSettled: () => client.invalidateQueries({ queryKey: patrolKeys.all }),
  });
  const heads = useMemo<TableHead<PatrolSite>[]>(
    () => [
      { id: 'site_code', name: t('patrol.site.code'), width: 140 },
      {
        id: 'site_name',
        name: t('patrol.site.name'),
        width: 150,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={siteDetailPath(row.id)}>{row.site_name}</Link>,
      },
      { id: 'company_name', name: t('patrol.unit'), width: 140 },
      {
        id: 'place',
        name: t('patrol.site.place'),
        width: 170,
        custom: (row) =>
          [row.building_name, row.floor_name, row.area_name, row.site_location].filter(Boolean).join(' / ') || '-',
      },
      { id: 'item_count', name: t('patrol.site.itemCount'), width: 80 },
      {
        id: 'last_check_time',
        name: t('patrol.site.lastCheck'),
        width: 150,
        custom: (row) => (row.last_check_time ? formatEpoch(row.last_check_time, 'YYYY-MM-DD HH:mm') : '-'),
      },
    ],
    [t],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: patrolKeys.sites(state.query), queryFn: () => fetchSites(state.query) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('patrol.site.title')} data-testid="patrol-site-page">
        <DataTable<PatrolSite>
          heads={heads}
          rows={list.data?.list}
          total={list.data?.total ?? 0}
          state={state}
          loading={list.isFetching}
          rowKey={(row) => row.id}
          selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
          toolbar={
            <Space>
              <Button type="primary" onClick={() => navigate('/patrol/patrol_site_new')} data-testid="site-new">
                {t('patrol.site.new')}
              </Button>
              <Button
                disabled={selected.length === 0}
                onClick={() => window.open(labelsDownloadPath(selected), '_blank')}
                data-testid="site-labels"
              >
                {t('patrol.site.downloadLabels')}
              </Button>
            </Space>
          }
          actions={{
            title: t('patrol.actions'),
            width: 210,
            render: (row) => (
              <Space size="small" wrap>
                <Link to={siteDetailPath(row.id)}>{t('patrol.view')}</Link>
                <Link to={`/patrol/patrol_site_new?type=edit&id=${row.id}`}>{t('patrol.edit')}</Link>
                <Link to={`/patrol/patrol_site_history?id=${row.id}`}>{t('patrol.site.history')}</Link>
                <ConfirmLink
                  danger
                  label={t('patrol.delete')}
                  confirm={t('patrol.site.deleteConfirm', { name: row.site_name })}
                  onConfirm={() => remove.mutateAsync(row.id)}
                />
              </Space>
            ),
          }}
        />
      </Card>
      <RoutesCard />
    </Space>
  );
};

export default SiteListPage;
