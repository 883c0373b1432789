import { unregisteredSources, type UnregisteredDevice, type UnregisteredSource } from '@fireline/shared';
import { Alert, Button, Form, Input, message, Popconfirm, Select, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pagerFooter } from '../../../components/pager';
import { AlarmdealFrame } from '../components/AlarmdealFrame';
import { RegisterDeviceModal } from '../components/RegisterDeviceModal';
import { UnregisteredFramesDrawer } from '../components/UnregisteredFramesDrawer';
import { useDismissUnregistered, useUnregistered, type UnregisteredFilters } from '../unregistered-api';

const isSource = (value: string | null): value is UnregisteredSource =>
  unregisteredSources.includes(value as UnregisteredSource);

/** Filters and page live in the URL, so a reload or a shared link shows the same list. */
const filtersOf = (search: URLSearchParams): UnregisteredFilters => {
  const source = search.get('source');
  return {
    source: isSource(source) ? source : undefined,
    keyword: search.get('keyword') || undefined,
    page_no: Math.max(0, Number(search.get('page_no')) || 0),
    page_size: Number(search.get('page_size')) || 20,
  };
};

/**
 * /alarmdeal/unregistered: devices heard by the centre that have no archive (GB/T 26875.3 addresses, pushed device
 * codes), with how often and when they reported, their fire alarms, their frames, and the way to register them.
 */
export const UnregisteredPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const list = useUnregistered(filters);
  const dismiss = useDismissUnregistered();
  const [viewing, setViewing] = useState<UnregisteredDevice>();
  const [registering, setRegistering] = useState<UnregisteredDevice>();
  const [form] = Form.useForm<{ source?: UnregisteredSource; keyword?: string }>();

  const apply = (next: Partial<UnregisteredFilters>) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.source) params.set('source', merged.source);
    if (merged.keyword) params.set('keyword', merged.keyword);
    if (merged.page_no) params.set('page_no', String(merged.page_no));
    if (merged.page_size !== 20) params.set('page_size', String(merged.page_size));
    setSearch(params);
  };

  const columns: TableProps<UnregisteredDevice>['columns'] = [
    { title: t('unregistered.col.address'), dataIndex: 'address', width: 140, fixed: 'left' },
    {
      title: t('unregistered.col.source'),
      dataIndex: 'source',
      width: 130,
      render: (source: UnregisteredSource) => t(`unregistered.source.${source}`),
    },
    { title: t('unregistered.col.frames'), dataIndex: 'frames', width: 80 },
    {
      title: t('unregistered.col.fire'),
      dataIndex: 'fire_frames',
      width: 80,
      render: (count: number) => (count > 0 ? <Tag color="red">{count}</Tag> : 0),
    },
    { title: t('unregistered.col.firstSeen'), dataIndex: 'first_seen', width: 170 },
    { title: t('unregistered.col.lastSeen'), dataIndex: 'last_seen', width: 170 },
    {
      title: t('unregistered.col.remote'),
      dataIndex: 'remote',
      width: 150,
      render: (remote: string | null) => remote ?? '—',
    },
    { title: t('unregistered.col.last'), dataIndex: 'last_summary', width: 280, ellipsis: { showTitle: true } },
    {
      title: t('events.col.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid="unregistered-frames-open" onClick={() => setViewing(row)}>
            {t('unregistered.action.frames')}
          </Button>
          <Button type="link" size="small" data-testid="unregistered-register" onClick={() => setRegistering(row)}>
            {t('unregistered.action.register')}
          </Button>
          <Popconfirm
            title={t('unregistered.dismiss.confirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              dismiss
                .mutateAsync({ source: row.source, address: row.address })
                .then(() => void message.success(t('unregistered.dismiss.done')))
            }
          >
            <Button type="link" size="small" danger data-testid="unregistered-dismiss">
              {t('unregistered.action.dismiss')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <AlarmdealFrame>
      <Alert type="info" showIcon title={t('unregistered.hint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="inline"
        initialValues={{ source: filters.source, keyword: filters.keyword }}
        onFinish={(values) =>
          apply({ source: values.source, keyword: values.keyword?.trim() || undefined, page_no: 0 })
        }
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="source" label={t('unregistered.filter.source')}>
          <Select
            data-testid="unregistered-source"
            allowClear
            placeholder={t('events.filter.all')}
            style={{ width: 160 }}
            options={unregisteredSources.map((source) => ({
              value: source,
              label: t(`unregistered.source.${source}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('unregistered.filter.address')}>
          <Input data-testid="unregistered-keyword" allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="unregistered-search">
              {t('events.filter.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ source: undefined, keyword: undefined });
                setSearch(new URLSearchParams());
              }}
            >
              {t('events.filter.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<UnregisteredDevice>
        data-testid="unregistered-table"
        rowKey={(row) => `${row.source}:${row.address}`}
        size="middle"
        columns={columns}
        scroll={{ x: 1460 }}
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('events.noData') }}
        pagination={{
          current: filters.page_no + 1,
          pageSize: filters.page_size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => pagerFooter(t, total, filters.page_no + 1, filters.page_size),
          onChange: (page, size) => apply({ page_no: page - 1, page_size: size }),
        }}
      />
      <UnregisteredFramesDrawer device={viewing} onClose={() => setViewing(undefined)} />
      <RegisterDeviceModal device={registering} onClose={() => setRegistering(undefined)} />
    </AlarmdealFrame>
  );
};

export default UnregisteredPage;
