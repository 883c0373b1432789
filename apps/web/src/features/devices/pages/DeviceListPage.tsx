import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Input, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadSession } from '../../../app/session';
import type { MessageKey } from '../../../locales/en-US';
import { fetchDeviceCounts, fetchDevices, type DeviceItem, type DeviceListQuery } from '../api';
import { tabClickTarget, tabOfPath, visibleDeviceTabs } from '../tabs';

const filterKeys = ['company_id', 'system_id', 'building_id', 'floor_id', 'status', 'online', 'search'] as const;

/** The device tab pages (spec 001 §2): all, independent, transmission, component and controller lists of a unit. */
export const DeviceListPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => loadSession());
  const params = new URLSearchParams(location.search);
  const tab = tabOfPath(location.pathname);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? undefined]).filter(([, value]) => value !== undefined)) as Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>;
  const query: DeviceListQuery = { ...filters, tab, page_no: Number(params.get('page_no') ?? 0) || 0, page_size: 20 };
  const devices = useQuery({ queryKey: ['devices', query], queryFn: () => fetchDevices(query) });
  const counts = useQuery({ queryKey: ['device-counts', filters], queryFn: () => fetchDeviceCounts(filters) });
  const tabs = visibleDeviceTabs(session?.control ?? [], session?.user.role_code, location.search);

  const setQuery = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    void navigate(`${location.pathname}?${next.toString()}`, { replace: true });
  };

  const columns: ColumnsType<DeviceItem> = [
    ...(tab === 'component'
      ? [
          { title: t('devices.col.loop'), key: 'loop', render: (_: unknown, row: DeviceItem) => `${row.loop_number ?? '-'} / ${row.component_number ?? '-'}` },
          { title: t('devices.col.alarmer'), dataIndex: 'alarmer_name' },
        ]
      : [{ title: t('devices.col.code'), dataIndex: 'device_code' }]),
    {
      title: t('devices.col.name'),
      key: 'name',
      render: (_, row) => <Link to={`/company/device/info?company_id=${filters.company_id ?? ''}&device_id=${row.device_id}&enum_device_class=${row.enum_device_class}`}>{row.name}</Link>,
    },
    { title: t('devices.col.model'), dataIndex: 'enum_device_model' },
    { title: t('devices.col.place'), key: 'place', render: (_, row) => [row.building_name, row.floor_name, row.specific].filter(Boolean).join(' ') },
    { title: t('devices.col.system'), dataIndex: 'system_name' },
    {
      title: t('devices.col.online'),
      dataIndex: 'enum_device_online_status',
      render: (value: 0 | 1) => <Badge status={value === 1 ? 'success' : 'default'} text={t(`devices.online.${value}` as MessageKey)} />,
    },
    {
      title: t('devices.col.status'),
      dataIndex: 'enum_device_status',
      render: (value: number) => <Tag color={value === 1 ? 'red' : value === 2 ? 'orange' : undefined}>{t(`devices.status.${value}` as MessageKey)}</Tag>,
    },
    { title: t('devices.col.lastActive'), dataIndex: 'last_active_time', render: (value: number | null) => (value ? dayjs.unix(value).format('YYYY-MM-DD HH:mm:ss') : '-') },
  ];

  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(tabClickTarget(key as DeviceListQuery['tab'], location.pathname, location.search), { replace: true })}
        items={tabs.map((item) => ({ key: item.tab, label: `${t(`devices.tab.${item.tab}` as MessageKey)}${counts.data?.[item.tab] === undefined ? '' : ` (${counts.data[item.tab]})`}` }))}
      />
      <Space style={{ marginBottom: 12 }}>
        <Input.Search allowClear maxLength={50} defaultValue={filters.search} placeholder={t('devices.search')} style={{ width: 320 }} onSearch={(value) => setQuery({ search: value.trim() || undefined, page_no: '0' })} />
        {filters.company_id && (
          <Link to={`/company/device/edit?type=new&enum_device_class=${tab === 'all' ? 'dtu' : tab}&company_id=${filters.company_id}&company_type=${params.get('company_type') ?? 'info_company_cared'}`}>
            <Button type="primary">{t('devices.edit.new')}</Button>
          </Link>
        )}
      </Space>
      <Table<DeviceItem>
        rowKey="device_id"
        loading={devices.isLoading}
        columns={columns}
        dataSource={devices.data?.list ?? []}
        pagination={{
          current: query.page_no + 1,
          pageSize: query.page_size,
          total: devices.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setQuery({ page_no: String(page - 1) }),
        }}
      />
    </div>
  );
};

export default DeviceListPage;
