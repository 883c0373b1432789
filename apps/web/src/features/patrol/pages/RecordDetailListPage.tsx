import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchRecords } from '../api';
import { PeopleSelect, SiteSelect } from '../components/pickers';
import { RecordTable } from '../components/RecordTable';
import { patrolKeys } from '../keys';

/** /patrol/patrol_record_detail_list?date=: the check-ins of a day, by person and site. */
export const RecordDetailListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? dayjs().format('YYYY-MM-DD');
  const [person, setPerson] = useState<number>();
  const [site, setSite] = useState<number>();
  const [page, setPage] = useState(0);
  const records = useQuery({
    queryKey: patrolKeys.records(date, person, site, page),
    queryFn: () =>
      fetchRecords({
        start_date: date,
        end_date: date,
        checked_by: person,
        site_id: site,
        page_no: page,
        page_size: 20,
      }),
  });
  return (
    <Card
      title={`${t('patrol.record.dayTitle')} · ${date}`}
      data-testid="record-detail-list-page"
      extra={
        <Space wrap>
          <DatePicker
            value={dayjs(date)}
            allowClear={false}
            onChange={(value) => value && setParams({ date: value.format('YYYY-MM-DD') })}
          />
          <PeopleSelect
            placeholder={t('patrol.record.person')}
            value={person}
            onChange={(value) => {
              setPerson(typeof value === 'number' ? value : undefined);
              setPage(0);
            }}
          />
          <div style={{ minWidth: 220 }}>
            <SiteSelect
              multiple={false}
              placeholder={t('patrol.site.name')}
              style={{ width: '100%' }}
              value={site}
              onChange={(value) => {
                setSite(typeof value === 'number' ? value : undefined);
                setPage(0);
              }}
            />
          </div>
        </Space>
      }
    >
      <RecordTable
        rows={records.data?.list ?? []}
        total={records.data?.total ?? 0}
        page={page}
        onPage={setPage}
        loading={records.isFetching}
      />
    </Card>
  );
};

export default RecordDetailListPage;
