import { exportPermissions, hydrantAlarmTypes, hydrantExportFilterSchema, type Lang } from '@fireline/shared';
import type { z } from 'zod';
import { reachOf } from '../../core/access';
import { formatSiteTime, label, registerExporter } from '../exports';
import { readHydrantBatch } from './hydrants.repo';
import { requireHydrantOwner } from './hydrants.service';

type Filters = z.infer<typeof hydrantExportFilterSchema>;
type Row = Awaited<ReturnType<typeof readHydrantBatch>>[number] & { id: number };

/** enum_firecock_type, as the list shows it. */
const typeLabels = {
  1: { zh: '压力检测终端', en: 'Pressure detection terminal' },
  2: { zh: '智能闷盖', en: 'Smart cover' },
  3: { zh: '智能闷盖带压力', en: 'Smart cover with pressure' },
};

/** MPa as the list shows it (three decimals). */
const mpa = (value: number | null) => (value === null ? null : Number(value.toFixed(3)));
const statusColumns = {
  water_pressure_status: 'waterPressureStatus',
  impact_status: 'impactStatus',
  water_theft_status: 'waterTheftStatus',
} as const;

/** The list's status column: its active alarms, or normal; a reading under the lower limit is a low-pressure alarm too. */
const statusText = ({ row }: Row, lang: Lang) => {
  const isLow = row.pressure !== null && row.pressure < row.lowerLimit;
  const active = hydrantAlarmTypes.filter(
    (type) => row[statusColumns[type.status]] !== 0 || (type.alarmType === 'water_pressure_low' && isLow),
  );
  if (active.length === 0) return lang === 'en' ? 'Normal' : '正常';
  return active.map((type) => type[lang]).join(lang === 'en' ? ', ' : '、');
};

/** The hydrant list (firecock/list): the hydrants the caller sees, newest first, by number, type, owner, address, alarm and online state. */
registerExporter<Filters, Row>({
  kind: 'hydrants',
  permission: exportPermissions.hydrants,
  sheetName: { zh: '市政消火栓', en: 'Hydrants' },
  filterSchema: hydrantExportFilterSchema,
  columns: [
    { header_zh: '编号', header_en: 'Number', width: 16, value: ({ row }) => row.equipmentNumber },
    { header_zh: '类型', header_en: 'Type', width: 20, value: ({ row }, ctx) => label(typeLabels, row.type, ctx.lang) },
    { header_zh: '所属单位', header_en: 'Owner', width: 28, value: (row) => row.companyName },
    { header_zh: '地址', header_en: 'Address', width: 32, value: (row) => row.address },
    { header_zh: '位置描述', header_en: 'Position', width: 24, value: ({ row }) => row.positionDesc },
    { header_zh: '出水口管径(mm)', header_en: 'Pipe diameter (mm)', width: 14, value: ({ row }) => row.pipeDiameter },
    { header_zh: '水压(MPa)', header_en: 'Pressure (MPa)', width: 12, value: ({ row }) => mpa(row.pressure) },
    { header_zh: '水压下限(MPa)', header_en: 'Lower limit (MPa)', width: 14, value: ({ row }) => mpa(row.lowerLimit) },
    { header_zh: '状态', header_en: 'Status', width: 20, value: (row, ctx) => statusText(row, ctx.lang) },
    {
      header_zh: '在线状态',
      header_en: 'Online status',
      width: 10,
      value: ({ row }, ctx) =>
        row.isOnline ? (ctx.lang === 'en' ? 'Online' : '在线') : ctx.lang === 'en' ? 'Offline' : '离线',
    },
    {
      header_zh: '最后上报时间',
      header_en: 'Last report',
      width: 20,
      value: ({ row }, ctx) => formatSiteTime(row.lastReportAt, ctx),
    },
  ],
  checkFilters: async (db, caller, filters) => {
    if (filters.company_id !== undefined) await requireHydrantOwner(db, caller, filters.company_id);
  },
  fetchPage: async (db, caller, filters, page) =>
    (await readHydrantBatch(db, reachOf(caller), filters, page)).map((joined) => ({
      ...joined,
      id: joined.row.id,
    })),
});
