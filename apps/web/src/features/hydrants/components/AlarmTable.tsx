import type { HydrantAlarmItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchHydrantAlarms } from '../api';
import { hydrantKeys } from '../keys';

/** Hydrant alarms, newest first; one hydrant's when equipmentId is given. */
export const AlarmTable = ({ equipmentId }: { equipmentId?: number }) => {
  const { t } = useTranslation();
  const heads: TableHead<HydrantAlarmItem>[] = [
    {
      id: 'receive_time',
      name: t('hydrants.alarms.time'),
      width: 170,
      custom: (item) => formatEpoch(item.receive_time, 'YYYY-MM-DD HH:mm:ss'),
    },
    { id: 'equipment_number', name: t('hydrants.field.number'), width: 140 },
    { id: 'address', name: t('hydrants.field.address'), width: 200 },
    { id: 'alarm_type', name: t('hydrants.alarms.type'), width: 120, custom: (item) => item.alarm_type_name },
    { id: 'alarm_value', name: t('hydrants.alarms.value'), width: 100, custom: (item) => item.alarm_value ?? '—' },
    {
      id: 'enum_confirm_type',
      name: t('hydrants.alarms.processed'),
      width: 160,
      custom: (item) => (
        <>
          <Tag color={item.enum_confirm_type === 0 ? 'red' : 'default'}>
            {t(item.enum_confirm_type === 0 ? 'hydrants.alarms.unprocessed' : 'hydrants.alarms.done')}
          </Tag>
          {item.restore_time ? <Tag color="green">{t('hydrants.alarms.restored')}</Tag> : null}
        </>
      ),
    },
  ];
  const state = useTableState(heads);
  const query = { ...state.query, equipment_id: equipmentId };
  const alarms = useQuery({ queryKey: hydrantKeys.alarms(query), queryFn: () => fetchHydrantAlarms(query) });
  return (
    <QueryDataTable<HydrantAlarmItem> heads={heads} result={alarms} state={state} rowKey={(item) => item.event_id} />
  );
};
