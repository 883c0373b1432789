import { alarmTypeLabel, eventExportFilterSchema, exportPermissions, isProcessedConfirmType } from '@fireline/shared';
import type { z } from 'zod';
import { requireAccess } from '../../core/access';
import { formatSiteTime, label, registerExporter, statusCategoryLabels, yesNo } from '../exports';
import { readEventBatch, type EventRow } from './events-export.repo';

type Filters = z.infer<typeof eventExportFilterSchema>;

type Row = EventRow;

/**
 * The alarm lists and the alarm history (历史告警): events of the units in scope, newest first, by unit, building, device,
 * device type, category, handling, shielding and time, as the list shows them.
 */
registerExporter<Filters, Row>({
  kind: 'events',
  permission: exportPermissions.events,
  sheetName: { zh: '历史告警', en: 'Alarm history' },
  filterSchema: eventExportFilterSchema,
  columns: [
    {
      header_zh: '接收时间',
      header_en: 'Received',
      width: 20,
      value: (row, ctx) => formatSiteTime(row.receiveTime, ctx),
    },
    {
      header_zh: '告警类别',
      header_en: 'Category',
      width: 10,
      value: (row, ctx) => label(statusCategoryLabels, row.statusCategory, ctx.lang),
    },
    {
      header_zh: '告警类型',
      header_en: 'Alarm type',
      width: 18,
      value: (row, ctx) => alarmTypeLabel(row.alarmType, ctx.lang),
    },
    { header_zh: '所属单位', header_en: 'Unit', width: 28, value: (row) => row.companyName },
    { header_zh: '设备编号', header_en: 'Device ID', width: 20, value: (row) => row.deviceCode },
    { header_zh: '设备名称', header_en: 'Device name', width: 24, value: (row) => row.deviceName },
    { header_zh: '位置', header_en: 'Location', width: 24, value: (row) => row.location ?? row.installAddress },
    {
      header_zh: '已处理',
      header_en: 'Processed',
      width: 8,
      value: (row, ctx) => yesNo(isProcessedConfirmType(row.enumConfirmType), ctx.lang),
    },
    {
      header_zh: '恢复时间',
      header_en: 'Restored',
      width: 20,
      value: (row, ctx) => formatSiteTime(row.restoreTime, ctx),
    },
  ],
  checkFilters: async (db, caller, filters) => {
    if (filters.company_id !== undefined)
      await requireAccess(db, caller, { kind: 'unit', ids: filters.company_id, field: 'company_id' });
  },
  fetchPage: (db, caller, filters, page) => readEventBatch(db, caller.scope, filters, page),
});
