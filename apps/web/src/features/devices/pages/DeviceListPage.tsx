import { deviceStatusStates, type AnyDevice } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Tabs, Tag } from 'antd';
import { idParam } from '../../../lib/url';
import { formatEpoch } from '../../../lib/site-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadSession } from '../../../lib/session';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { useBuildingOptions, useFloorOptions } from '../../../components/building-options';
import { fetchSystems, systemKeys } from '../../systems';
import { DeviceListToolbar } from '../components/DeviceListToolbar';
import { fetchDeviceCounts, fetchDevices, type DeviceListQuery } from '../api';
import { tabClickTarget, tabOfPath, visibleDeviceTabs } from '../tabs';
import { deviceKeys } from '../keys';

type DeviceFilters = Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>;

/** The device tab pages (spec 001 §2): all, independent, transmission, component and controller lists of a unit. */
export const DeviceListPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => loadSession());
  const params = new URLSearchParams(location.search);
  const tab = tabOfPath(location.pathname);
  const companyId = params.get('company_id') ?? '';
  const buildingOptions = useBuildingOptions(Number(companyId));
  const floorOptions = useFloorOptions(idParam(params.get('building_id')));
  const systems = useQuery({
    queryKey: systemKeys.list(companyId),
    queryFn: () => fetchSystems(companyId),
    enabled: Boolean(companyId),
  });
  const tabs = visibleDeviceTabs(session?.control ?? [], session?.user.role_code, location.search);

  const heads: TableHead<AnyDevice>[] = [
    ...(tab === 'component'
      ? [
          {
            id: 'loop',
            name: t('devices.col.loop'),
            width: 110,
            custom: (row: AnyDevice) =>
              row.enum_device_class === 'component'
                ? `${row.loop_number ?? '-'} / ${row.component_number ?? '-'}`
                : '-',
          },
          { id: 'alarmer_name', name: t('devices.col.alarmer'), width: 140 },
        ]
      : [{ id: 'device_code', name: t('devices.col.code'), width: 150 }]),
    {
      id: 'name',
      name: t('devices.col.name'),
      width: 180,
      // Searches the name and the device ID alike.
      filter_options: { type: 'search', key: 'search', max_length: 50 },
      custom: (row) => (
        <Link
          to={`/company/device/info?company_id=${companyId}&device_id=${row.device_id}&enum_device_class=${row.enum_device_class}`}
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'enum_device_model', name: t('devices.col.model'), width: 120, noshow: true },
    {
      id: 'building_name',
      name: t('equipment.field.building'),
      width: 140,
      filter_options: { type: 'select', key: 'building_id', options: buildingOptions },
    },
    {
      id: 'floor_name',
      name: t('equipment.field.floor'),
      width: 100,
      filter_options: { type: 'select', key: 'floor_id', parent: 'building_id', options: floorOptions },
    },
    { id: 'specific', name: t('devices.col.place'), width: 140, noshow: true },
    {
      id: 'system_name',
      name: t('devices.col.system'),
      width: 140,
      filter_options: {
        type: 'select',
        key: 'system_id',
        options: (systems.data?.list ?? []).map((system) => ({
          value: system.system_id,
          label: system.alias_system_name,
        })),
      },
    },
    {
      id: 'enum_device_online_status',
      name: t('devices.col.online'),
      width: 100,
      filter_options: {
        type: 'select',
        key: 'online',
        options: [1, 0].map((value) => ({ value, label: t(`devices.online.${value}` as MessageKey) })),
      },
      custom: (row) => (
        <Badge
          status={row.enum_device_online_status === 1 ? 'success' : 'default'}
          text={t(`devices.online.${row.enum_device_online_status}` as MessageKey)}
        />
      ),
    },
    {
      id: 'enum_device_status',
      name: t('devices.col.status'),
      width: 100,
      filter_options: {
        type: 'select',
        key: 'status',
        options: deviceStatusStates.map((_, value) => ({ value, label: t(`devices.status.${value}` as MessageKey) })),
      },
      custom: (row) => (
        <Tag color={row.enum_device_status === 1 ? 'red' : row.enum_device_status === 2 ? 'orange' : undefined}>
          {t(`devices.status.${row.enum_device_status}` as MessageKey)}
        </Tag>
      ),
    },
    {
      id: 'last_active_time',
      name: t('devices.col.lastActive'),
      width: 170,
      custom: (row) => (row.last_active_time ? formatEpoch(row.last_active_time, 'YYYY-MM-DD HH:mm:ss') : '-'),
    },
  ];
  const state = useTableState(heads, { context: ['company_id'] });
  const query = { ...state.query, tab } as DeviceListQuery;
  // The tab counts follow the same filters, whatever the page.
  const filters: DeviceFilters = Object.fromEntries(
    Object.entries(state.query).filter(([key]) => key !== 'page_no' && key !== 'page_size'),
  );
  const devices = useQuery({ queryKey: deviceKeys.list(query), queryFn: () => fetchDevices(query) });
  const counts = useQuery({ queryKey: deviceKeys.counts(filters), queryFn: () => fetchDeviceCounts(filters) });

  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          void navigate(tabClickTarget(key as DeviceListQuery['tab'], location.pathname, location.search), {
            replace: true,
          })
        }
        items={tabs.map((item) => ({
          key: item.tab,
          label: `${t(`devices.tab.${item.tab}` as MessageKey)}${counts.data?.[item.tab] === undefined ? '' : ` (${counts.data[item.tab]})`}`,
        }))}
      />
      <DataTable<AnyDevice>
        key={tab}
        heads={heads}
        rows={devices.data?.list}
        total={devices.data?.total ?? 0}
        state={state}
        loading={devices.isLoading}
        rowKey={(row) => row.device_id}
        onRefresh={() => void Promise.all([devices.refetch(), counts.refetch()])}
        toolbar={
          <DeviceListToolbar
            tab={tab}
            session={session}
            companyId={companyId}
            companyType={params.get('company_type') ?? 'info_company_cared'}
            filters={filters}
            total={devices.data?.total}
          />
        }
      />
    </div>
  );
};

export default DeviceListPage;
