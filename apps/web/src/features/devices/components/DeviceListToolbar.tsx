import { deviceTabs, exportNoDataMessage, exportPermissions, type DeviceTab, type ExportKind } from '@fireline/shared';
import { Button, message, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { hasButton, hasPermissionId } from '../../../lib/permissions';
import type { StoredSession } from '../../../lib/session';
import { openExport } from '../../../lib/exports';
import type { DeviceListQuery } from '../api';

/** The tabs with an import of their own (spec 001 §2 "batch import"): the component and transmission-device importers. */
const importKinds: Partial<
  Record<DeviceTab, { kind: 'component' | 'dtu'; label: 'imports.action.components' | 'imports.action.dtu' }>
> = {
  component: { kind: 'component', label: 'imports.action.components' },
  dtu: { kind: 'dtu', label: 'imports.action.dtu' },
};

/** The component tab exports components; every other tab exports its classes of the devices table. */
const exportKindOf = (tab: DeviceTab): ExportKind => (tab === 'component' ? 'components' : 'devices');

type Props = {
  tab: DeviceTab;
  session: StoredSession | undefined;
  companyId: string;
  companyType: string;
  /** The filters the list shows now, without paging. */
  filters: Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>;
  /** Rows the list found: nothing to export says so instead of opening an empty window. */
  total: number | undefined;
};

/**
 * New, import and export beside the device list. New needs the device write node, import that and the tab's key (the
 * server's device writes and importers check the same); export the list's read permission the export call checks.
 */
export const DeviceListToolbar = ({ tab, session, companyId, companyType, filters, total }: Props) => {
  const { t } = useTranslation();
  const control = session?.control ?? [];
  const role = session?.user.role_code;
  const importKind = importKinds[tab];
  const kind = exportKindOf(tab);
  // New and import need the write node and the class's own (the server checks both).
  const canCreate = hasButton(control, 'networkcompany-device-info-new', role);
  const canImport = Boolean(
    companyId && importKind && canCreate && hasButton(control, deviceTabs[tab].permission, role),
  );
  const canExport = hasPermissionId(control, exportPermissions[kind], role);

  return (
    <Space>
      {companyId && canCreate && (
        <Link
          to={`/company/device/edit?type=new&enum_device_class=${tab === 'all' ? 'dtu' : tab}&company_id=${companyId}&company_type=${companyType}`}
        >
          <Button type="primary" data-testid="device-new">
            {t('devices.edit.new')}
          </Button>
        </Link>
      )}
      {canImport && (
        <Link
          data-testid="device-import"
          to={`/company/component/import?company_id=${companyId}${importKind!.kind === 'dtu' ? '&kind=dtu' : ''}`}
        >
          <Button>{t(importKind!.label)}</Button>
        </Link>
      )}
      {canExport && (
        <Button
          data-testid="device-export"
          onClick={() => {
            if (total === 0) {
              void message.warning(exportNoDataMessage[currentLang()]);
              return;
            }
            void openExport(kind, kind === 'devices' ? { ...filters, tab } : filters);
          }}
        >
          {t('imports.action.export')}
        </Button>
      )}
    </Space>
  );
};
