import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchSite, fetchSiteRecords } from '../api';
import { RecordTable } from '../components/RecordTable';
import { patrolKeys } from '../keys';

/** /patrol/patrol_site_history?id=: every check-in at a site, newest first. */
export const SiteHistoryPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const [page, setPage] = useState(0);
  const site = useQuery({ queryKey: patrolKeys.site(id), queryFn: () => fetchSite(id), enabled: id > 0 });
  const records = useQuery({
    queryKey: patrolKeys.siteRecords(id, page),
    queryFn: () => fetchSiteRecords({ site_id: id, page_no: page, page_size: 20 }),
    enabled: id > 0,
  });
  return (
    <Card
      title={`${t('patrol.site.history')}${site.data ? ` · ${site.data.site_name}` : ''}`}
      data-testid="site-history-page"
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

export default SiteHistoryPage;
