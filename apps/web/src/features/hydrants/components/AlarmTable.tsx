import type { HydrantAlarmItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHydrantAlarms } from '../api';

/** Hydrant alarms, newest first; one hydrant's when equipmentId is given. */
export const AlarmTable = ({ equipmentId }: { equipmentId?: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(0);
  const alarms = useQuery({ queryKey: ['hydrants', 'alarms', equipmentId, pageNo], queryFn: () => fetchHydrantAlarms({ equipment_id: equipmentId, page_no: pageNo, page_size: 20 }) });
  return (
    <Table<HydrantAlarmItem>
      rowKey="event_id"
      loading={alarms.isLoading}
      dataSource={alarms.data?.list ?? []}
      pagination={{ current: pageNo + 1, pageSize: 20, total: alarms.data?.total ?? 0, showSizeChanger: false, onChange: (page) => setPageNo(page - 1) }}
      columns={[
        { title: t('hydrants.alarms.time'), render: (_, item) => dayjs.unix(item.receive_time).format('YYYY-MM-DD HH:mm:ss') },
        { title: t('hydrants.field.number'), dataIndex: 'equipment_number' },
        { title: t('hydrants.field.address'), dataIndex: 'address' },
        { title: t('hydrants.alarms.type'), dataIndex: 'alarm_type' },
        { title: t('hydrants.alarms.value'), render: (_, item) => item.alarm_value ?? '—' },
        {
          title: t('hydrants.alarms.processed'),
          render: (_, item) => (
            <>
              <Tag color={item.enum_confirm_type === 0 ? 'red' : 'default'}>{t(item.enum_confirm_type === 0 ? 'hydrants.alarms.unprocessed' : 'hydrants.alarms.done')}</Tag>
              {item.restore_time ? <Tag color="green">{t('hydrants.alarms.restored')}</Tag> : null}
            </>
          ),
        },
      ]}
    />
  );
};
