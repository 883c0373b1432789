import { exportNoDataMessage, exportPermissions, type ExportKind } from '@fireline/shared';
import { Button, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../lib/i18n';
import { hasPermissionId } from '../lib/permissions';
import { loadSession } from '../lib/session';
import { openExport } from '../lib/exports';

type Props = {
  kind: ExportKind;
  /** The filters the list shows now, in the export's own names, without paging. */
  filters: Record<string, string | number | undefined>;
  /** Rows the list found: nothing to export says so instead of asking for a file. */
  total: number | undefined;
  testId?: string;
};

/**
 * 导出 / Export beside a list: the xlsx of the list with its current filters, through a one-time download ticket. Shown
 * only to users holding the list's permission the export checks (exportPermissions).
 */
export const ExportButton = ({ kind, filters, total, testId = 'list-export' }: Props) => {
  const { t } = useTranslation();
  const session = loadSession();
  if (!session || !hasPermissionId(session.control, exportPermissions[kind], session.user.role_code)) return null;
  return (
    <Button
      data-testid={testId}
      onClick={() => {
        if (total === 0) {
          void message.warning(exportNoDataMessage[currentLang()]);
          return;
        }
        void openExport(kind, filters);
      }}
    >
      {t('imports.action.export')}
    </Button>
  );
};
