import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadLabelsZip } from '../api';
import { patrolKeys } from '../keys';

const siteIdsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * /download_file?kind=patrol_sites&site_ids=1,2 (spec 002 §2 "opens a download page with a query"): fetches the file
 * with the session header, offers it as a download at once and keeps a button to save it again.
 */
export const DownloadFilePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const siteIds = useMemo(() => siteIdsOf(params.get('site_ids')), [params]);
  const valid = kind === 'patrol_sites' && siteIds.length > 0;
  const file = useQuery({
    queryKey: patrolKeys.labelsZip(siteIds.join(',')),
    queryFn: () => downloadLabelsZip(siteIds),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  const filename = t('patrol.download.filename');
  useEffect(() => {
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    return () => URL.revokeObjectURL(url);
  }, [url, filename]);
  if (!valid) return <Result status="warning" title={t('patrol.download.unknown')} />;
  return (
    <Card title={t('patrol.download.title')} data-testid="download-file-page">
      {file.isLoading && <Spin />}
      {file.isError && <Result status="error" title={t('patrol.download.failed')} subTitle={file.error.message} />}
      {url && (
        <Result
          status="success"
          title={t('patrol.download.ready', { count: siteIds.length })}
          extra={
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={url}
              download={filename}
              data-testid="download-again"
            >
              {t('patrol.download.again')}
            </Button>
          }
        />
      )}
    </Card>
  );
};

export default DownloadFilePage;
