import { componentExportFilterSchema, gbComponentTypes, gbSystemTypes, type Lang } from '@fireline/shared';
import { and, asc, eq, getTableColumns, gt, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope, requireUnitInScope } from '../../../core/scope';
import { components, devices } from '../../../db/schema';
import { formatSiteTime, registerExporter } from '../exporter-registry';
import { label, stateLabels } from './labels';

type Filters = z.infer<typeof componentExportFilterSchema>;

const selectRow = { ...getTableColumns(components), deviceCode: devices.deviceCode, deviceName: devices.name };
type Row = typeof components.$inferSelect & { deviceCode: string; deviceName: string };

const codeLabel = (table: readonly (readonly [number, string, string])[], code: number, lang: Lang) => {
  const entry = table.find(([value]) => value === code);
  return entry ? (lang === 'en' ? entry[2] : entry[1]) : String(code);
};

/** The component list: components of the units in scope, by unit, transmission device, name (contains) and state. */
registerExporter<Filters, Row>({
  kind: 'components',
  permission: 'company-component',
  sheetName: { zh: '设备部件', en: 'Components' },
  filterSchema: componentExportFilterSchema,
  columns: [
    { header_zh: '传输装置编号', header_en: 'Device ID', width: 20, value: (row) => row.deviceCode },
    { header_zh: '系统类型', header_en: 'System type', width: 18, value: (row, ctx) => codeLabel(gbSystemTypes, row.systemType, ctx.lang) },
    { header_zh: '系统地址', header_en: 'System address', width: 10, value: (row) => row.systemAddress },
    // The import puts the loop in the high half of the address and the number in the low half (component.importer.ts).
    { header_zh: '回路号', header_en: 'Loop', width: 8, value: (row) => Math.floor(row.componentAddress / 65_536) },
    { header_zh: '部件号', header_en: 'Number', width: 8, value: (row) => row.componentAddress % 65_536 },
    { header_zh: '部件类型', header_en: 'Component type', width: 24, value: (row, ctx) => codeLabel(gbComponentTypes, row.componentType, ctx.lang) },
    { header_zh: '部件名称', header_en: 'Component name', width: 24, value: (row) => row.name },
    { header_zh: '安装位置', header_en: 'Location', width: 24, value: (row) => row.location },
    { header_zh: '状态', header_en: 'State', width: 10, value: (row, ctx) => label(stateLabels, row.state, ctx.lang) },
    { header_zh: '状态变化时间', header_en: 'State changed', width: 20, value: (row, ctx) => formatSiteTime(row.stateChangedAt, ctx) },
  ],
  checkFilters: async (db, scope, filters) => {
    if (filters.company_id !== undefined) requireUnitInScope(scope, filters.company_id);
    if (filters.device_id !== undefined) {
      const [device] = await db.select({ companyId: devices.companyId }).from(devices).where(eq(devices.id, filters.device_id)).limit(1);
      if (device) requireUnitInScope(scope, device.companyId);
    }
  },
  fetchPage: (db, scope, filters, page) =>
    db
      .select(selectRow)
      .from(components)
      .innerJoin(devices, eq(devices.id, components.deviceId))
      .where(
        and(
          inScope(scope, components.companyId),
          filters.company_id === undefined ? undefined : eq(components.companyId, filters.company_id),
          filters.device_id === undefined ? undefined : eq(components.deviceId, filters.device_id),
          filters.name ? ilike(components.name, `%${filters.name}%`) : undefined,
          filters.state ? eq(components.state, filters.state) : undefined,
          page.afterId === undefined ? undefined : gt(components.id, page.afterId),
        ),
      )
      .orderBy(asc(components.id))
      .limit(page.limit),
});
