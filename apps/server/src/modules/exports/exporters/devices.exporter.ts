import { deviceExportFilterSchema } from '@fireline/shared';
import { and, asc, eq, getTableColumns, gt, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope, requireUnitInScope } from '../../../core/scope';
import { buildings, devices, organisations } from '../../../db/schema';
import { formatSiteTime, registerExporter } from '../exporter-registry';
import { deviceClassLabels, label, stateLabels, thingTypeLabels, yesNo } from './labels';

type Filters = z.infer<typeof deviceExportFilterSchema>;

const selectRow = { ...getTableColumns(devices), companyName: organisations.name, buildingName: buildings.name };
type Row = typeof devices.$inferSelect & { companyName: string; buildingName: string | null };

/** The device list: devices of the units in scope, by unit, thing type, name or code (contains) and online state. */
registerExporter<Filters, Row>({
  kind: 'devices',
  permission: 'company-device',
  sheetName: { zh: '设备列表', en: 'Devices' },
  filterSchema: deviceExportFilterSchema,
  columns: [
    { header_zh: '设备编号', header_en: 'Device ID', width: 20, value: (row) => row.deviceCode },
    { header_zh: '设备名称', header_en: 'Device name', width: 28, value: (row) => row.name },
    { header_zh: '设备类型', header_en: 'Device type', width: 24, value: (row, ctx) => (row.deviceClass === 'dtu' ? label(thingTypeLabels, row.deviceThingType, ctx.lang) : label(deviceClassLabels, row.deviceClass, ctx.lang)) },
    { header_zh: '设备型号', header_en: 'Model', value: (row) => row.deviceModel },
    { header_zh: '所属单位', header_en: 'Unit', width: 28, value: (row) => row.companyName },
    { header_zh: '所在建筑', header_en: 'Building', value: (row) => row.buildingName },
    { header_zh: '安装位置', header_en: 'Installed at', width: 24, value: (row) => row.installAddress },
    { header_zh: '在线', header_en: 'Online', width: 8, value: (row, ctx) => yesNo(row.isOnline, ctx.lang) },
    { header_zh: '状态', header_en: 'State', width: 10, value: (row, ctx) => label(stateLabels, row.state, ctx.lang) },
    { header_zh: '最后通信时间', header_en: 'Last seen', width: 20, value: (row, ctx) => formatSiteTime(row.lastSeenAt, ctx) },
  ],
  checkFilters: async (_db, scope, filters) => {
    if (filters.company_id !== undefined) requireUnitInScope(scope, filters.company_id);
  },
  fetchPage: (db, scope, filters, page) =>
    db
      .select(selectRow)
      .from(devices)
      .innerJoin(organisations, eq(organisations.id, devices.companyId))
      .leftJoin(buildings, eq(buildings.id, devices.buildingId))
      .where(
        and(
          inScope(scope, devices.companyId),
          filters.company_id === undefined ? undefined : eq(devices.companyId, filters.company_id),
          filters.device_thing_type === undefined ? undefined : eq(devices.deviceThingType, filters.device_thing_type),
          filters.name ? or(ilike(devices.name, `%${filters.name}%`), ilike(devices.deviceCode, `%${filters.name}%`)) : undefined,
          filters.is_online === undefined ? undefined : eq(devices.isOnline, filters.is_online === '1'),
          page.afterId === undefined ? undefined : gt(devices.id, page.afterId),
        ),
      )
      .orderBy(asc(devices.id))
      .limit(page.limit),
});
