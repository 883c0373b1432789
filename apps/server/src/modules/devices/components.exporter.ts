import {
  componentExportFilterSchema,
  exportPermissions,
  gbComponentTypes,
  gbSystemTypes,
  type Lang,
} from '@fireline/shared';
import type { z } from 'zod';
import { formatSiteTime, label, registerExporter, stateLabels } from '../exports';
import { checkDeviceTabAccess } from './device-read.service';
import { componentWhere, readComponentBatch, type JoinedComponent } from './devices.repo';

type Filters = z.infer<typeof componentExportFilterSchema>;
type Row = JoinedComponent & { id: number };

const codeLabel = (table: readonly (readonly [number, string, string])[], code: number, lang: Lang) => {
  const entry = table.find(([value]) => value === code);
  return entry ? (lang === 'en' ? entry[2] : entry[1]) : String(code);
};

/**
 * The component tab as the list shows it (componentWhere, the tab's checks). The first columns are the import
 * template's, so an export can be edited and imported again.
 */
registerExporter<Filters, Row>({
  kind: 'components',
  permission: exportPermissions.components,
  sheetName: { zh: '设备部件', en: 'Components' },
  filterSchema: componentExportFilterSchema,
  columns: [
    { header_zh: '传输装置编号', header_en: 'Device ID', width: 20, value: (row) => row.dtuCode },
    {
      header_zh: '系统类型',
      header_en: 'System type',
      width: 18,
      value: ({ component }, ctx) => codeLabel(gbSystemTypes, component.systemType, ctx.lang),
    },
    {
      header_zh: '系统地址',
      header_en: 'System address',
      width: 10,
      value: ({ component }) => component.systemAddress,
    },
    // The import puts the loop in the high half of the address and the number in the low half (component.importer.ts).
    {
      header_zh: '回路号',
      header_en: 'Loop',
      width: 8,
      value: ({ component }) => Math.floor(component.componentAddress / 65_536),
    },
    {
      header_zh: '部件号',
      header_en: 'Number',
      width: 8,
      value: ({ component }) => component.componentAddress % 65_536,
    },
    {
      header_zh: '部件类型',
      header_en: 'Component type',
      width: 24,
      value: ({ component }, ctx) => codeLabel(gbComponentTypes, component.componentType, ctx.lang),
    },
    { header_zh: '部件名称', header_en: 'Component name', width: 24, value: ({ component }) => component.name },
    { header_zh: '安装位置', header_en: 'Location', width: 24, value: ({ component }) => component.location },
    { header_zh: '所在建筑', header_en: 'Building', value: (row) => row.buildingName ?? null },
    { header_zh: '所在楼层', header_en: 'Floor', width: 10, value: (row) => row.floorName ?? null },
    { header_zh: '所属系统', header_en: 'System', width: 20, value: (row) => row.systemName ?? null },
    {
      header_zh: '状态',
      header_en: 'State',
      width: 10,
      value: ({ component }, ctx) => label(stateLabels, component.state, ctx.lang),
    },
    {
      header_zh: '状态变化时间',
      header_en: 'State changed',
      width: 20,
      value: ({ component }, ctx) => formatSiteTime(component.stateChangedAt, ctx),
    },
  ],
  checkFilters: (db, caller, filters) => checkDeviceTabAccess({ db, caller, tab: 'component', filter: filters }),
  fetchPage: async (db, caller, filters, page) =>
    (await readComponentBatch(db, componentWhere(caller.scope, filters), page)).map((row) => ({
      ...row,
      id: row.component.id,
    })),
});
