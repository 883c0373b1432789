import { ErrorCodes, exportNoDataMessage, statisticPermissions, type StatisticKind } from '@fireline/shared';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { openDownloadUrl } from '../../../lib/downloads';
import { currentLang } from '../../../lib/i18n';
import { fetchStatisticExport, type StatQuery } from '../api';
import { holdsPermission } from '../hooks';

/**
 * 导出 / Export: the xlsx of the statistic as the page shows it — the same call and parameters the page counted with.
 * Shown only to holders of the statistic's own tab (exporting is the statistics page's, not the home page's). When the
 * statistic counts nothing the server answers 9995 and the spec's "no data available for export" is shown.
 */
export const StatExportButton = ({
  statistic,
  query,
  testId = 'stat-export',
}: {
  statistic: StatisticKind;
  query: StatQuery;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  if (!holdsPermission(statisticPermissions[statistic][0])) return null;
  const run = async () => {
    setBusy(true);
    try {
      const link = await fetchStatisticExport(statistic, query, { silent: true });
      openDownloadUrl(link.url);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCodes.noData)
        void message.warning(exportNoDataMessage[currentLang()]);
      else void message.error(error instanceof ApiError && error.message ? error.message : t('stats.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button data-testid={testId} loading={isBusy} onClick={() => void run()}>
      {t('stats.export')}
    </Button>
  );
};
