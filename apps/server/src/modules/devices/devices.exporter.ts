import { deviceExportFilterSchema, deviceTabs, exportPermissions } from '@fireline/shared';
import type { z } from 'zod';
import {
  deviceClassLabels,
  formatSiteTime,
  label,
  registerExporter,
  stateLabels,
  thingTypeLabels,
  yesNo,
} from '../exports';
import { checkDeviceTabAccess } from './device-read.service';
import { deviceWhere, readDeviceBatch, type JoinedDevice } from './devices.repo';

type Filters = z.infer<typeof deviceExportFilterSchema>;
type Row = JoinedDevice & { id: number };

/**
 * A device tab as the list shows it: the list's own WHERE (deviceWhere) and checks (tab permission, unit and system in
 * scope), so the export and the list cannot drift apart.
 */
registerExporter<Filters, Row>({
  kind: 'devices',
  permission: exportPermissions.devices,
  sheetName: { zh: '设备列表', en: 'Devices' },
  filterSchema: deviceExportFilterSchema,
  columns: [
    { header_zh: '设备编号', header_en: 'Device ID', width: 20, value: ({ device }) => device.deviceCode },
    { header_zh: '设备名称', header_en: 'Device name', width: 28, value: ({ device }) => device.name },
    {
      header_zh: '设备类型',
      header_en: 'Device type',
      width: 24,
      value: ({ device }, ctx) =>
        device.deviceClass === 'dtu'
          ? label(thingTypeLabels, device.deviceThingType, ctx.lang)
          : label(deviceClassLabels, device.deviceClass, ctx.lang),
    },
    { header_zh: '设备型号', header_en: 'Model', value: ({ device }) => device.deviceModel },
    { header_zh: '所属单位', header_en: 'Unit', width: 28, value: (row) => row.companyName ?? null },
    { header_zh: '所在建筑', header_en: 'Building', value: (row) => row.buildingName ?? null },
    { header_zh: '所在楼层', header_en: 'Floor', width: 10, value: (row) => row.floorName ?? null },
    { header_zh: '所属系统', header_en: 'System', width: 20, value: (row) => row.systemName ?? null },
    {
      header_zh: '安装位置',
      header_en: 'Installed at',
      width: 24,
      value: ({ device }) => device.specific ?? device.installAddress,
    },
    { header_zh: '在线', header_en: 'Online', width: 8, value: ({ device }, ctx) => yesNo(device.isOnline, ctx.lang) },
    {
      header_zh: '状态',
      header_en: 'State',
      width: 10,
      value: ({ device }, ctx) => label(stateLabels, device.state, ctx.lang),
    },
    {
      header_zh: '最后通信时间',
      header_en: 'Last seen',
      width: 20,
      value: ({ device }, ctx) => formatSiteTime(device.lastSeenAt, ctx),
    },
  ],
  checkFilters: (db, caller, filters) => checkDeviceTabAccess({ db, caller, tab: filters.tab, filter: filters }),
  fetchPage: async (db, caller, filters, page) =>
    (await readDeviceBatch(db, deviceWhere(caller.scope, filters, deviceTabs[filters.tab].classes), page)).map(
      (row) => ({
        ...row,
        id: row.device.id,
      }),
    ),
});
