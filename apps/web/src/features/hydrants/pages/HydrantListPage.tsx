import type { HydrantItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Form, Input, message, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { deleteHydrant, fetchHydrants } from '../api';
import { StatusTags } from '../components/StatusTags';
import { typeKey, useButton } from '../hooks';
import { pageFromSearch } from '../logic';

type Filters = { equipment_number?: string; type?: number; online?: number; is_alarm?: boolean };

/** /firecock/fire_list: the hydrants the user sees, filtered and paged through the URL query. */
export const HydrantListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const pageNo = pageFromSearch(search);
  const filters = {
    equipment_number: search.get('equipment_number') ?? undefined,
    type: search.get('type') ?? undefined,
    online: search.get('online') ?? undefined,
    is_alarm: search.get('is_alarm') ?? undefined,
  };
  const list = useQuery({ queryKey: ['hydrants', 'list', pageNo, filters], queryFn: () => fetchHydrants({ ...filters, page_no: pageNo, page_size: 20 }) });
  const remove = useMutation({
    mutationFn: deleteHydrant,
    onSuccess: () => {
      void message.success(t('hydrants.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['hydrants'] });
    },
  });
  const canAdd = useButton('firecock-info-new');
  const canEdit = useButton('firecock-info-edit');
  const canDelete = useButton('firecock-info-del');
  const canImport = useButton('firecock-import');

  // Choosing filters goes back to the first page (spec 001 §4).
  const applyFilters = (values: Filters) => {
    const next = new URLSearchParams();
    if (values.equipment_number?.trim()) next.set('equipment_number', values.equipment_number.trim());
    if (values.type) next.set('type', String(values.type));
    if (values.online !== undefined && values.online !== null) next.set('online', String(values.online));
    if (values.is_alarm) next.set('is_alarm', '1');
    setSearch(next);
  };

  return (
    <Card
      title={t('hydrants.list.title')}
      extra={
        <Space>
          {canImport ? <Button onClick={() => navigate('/firecock/import_firecock')}>{t('hydrants.import.title')}</Button> : null}
          {canAdd ? <Button type="primary" onClick={() => navigate('/firecock/add_firecock')}>{t('hydrants.list.add')}</Button> : null}
        </Space>
      }
      data-testid="hydrant-list"
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ ...filters, type: filters.type ? Number(filters.type) : undefined, online: filters.online ? Number(filters.online) : undefined, is_alarm: filters.is_alarm === '1' }}
        onFinish={applyFilters}
      >
        <Form.Item name="equipment_number" label={t('hydrants.field.number')}>
          <Input allowClear maxLength={30} />
        </Form.Item>
        <Form.Item name="type" label={t('hydrants.field.type')}>
          <Select allowClear style={{ width: 180 }} options={[1, 2, 3].map((type) => ({ value: type, label: t(typeKey(type)) }))} />
        </Form.Item>
        <Form.Item name="online" label={t('hydrants.field.online')}>
          <Select allowClear style={{ width: 100 }} options={[1, 0].map((value) => ({ value, label: t(value === 1 ? 'hydrants.online.1' : 'hydrants.online.0') }))} />
        </Form.Item>
        <Form.Item name="is_alarm" label={t('hydrants.filter.alarmOnly')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button htmlType="submit">{t('hydrants.action.search')}</Button>
      </Form>
      <Table<HydrantItem>
        rowKey="equipment_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: pageNo + 1,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => {
            const next = new URLSearchParams(search);
            next.set('page_no', String(page - 1));
            setSearch(next);
          },
        }}
        columns={[
          { title: t('hydrants.field.number'), dataIndex: 'equipment_number' },
          { title: t('hydrants.field.address'), render: (_, item) => [item.address, item.position_desc].filter(Boolean).join(' · ') },
          { title: t('hydrants.field.type'), render: (_, item) => t(typeKey(item.type)) },
          { title: t('hydrants.field.diameter'), render: (_, item) => `${item.out_hydrant_pipe_diameter} mm` },
          { title: t('hydrants.field.pressure'), render: (_, item) => (item.pressure === null ? '—' : `${item.pressure} / ${item.lower_limit}`) },
          { title: t('hydrants.field.status'), render: (_, item) => <StatusTags item={item} /> },
          {
            title: t('hydrants.field.online'),
            render: (_, item) => <Badge status={item.is_online ? 'success' : 'default'} text={t(item.is_online ? 'hydrants.online.1' : 'hydrants.online.0')} />,
          },
          {
            title: '',
            render: (_, item) => (
              <Space>
                <Link to={`/firecock/details_firecock?equipment_id=${item.equipment_id}`}>{t('hydrants.action.details')}</Link>
                {canEdit ? <Link to={`/firecock/add_firecock?type=edit&equipment_id=${item.equipment_id}`}>{t('hydrants.action.edit')}</Link> : null}
                {canDelete ? (
                  <Popconfirm title={t('hydrants.confirmDelete')} onConfirm={() => remove.mutate(item.equipment_id)}>
                    <Button type="link" danger size="small">
                      {t('hydrants.action.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};

export default HydrantListPage;
