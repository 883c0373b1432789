import { z } from 'zod';
import { zId } from './field-schemas';
import { deviceFilterSchema, deviceTabNames, type DeviceTab } from './devices';
import { hydrantListQuerySchema } from './hydrants';
import { statusCategories } from './events';
import { caredCategories } from './orgs';

/**
 * GET /export/export?kind=&<filters> (spec 000 §7, 001 §7): an xlsx of the list the user sees, with the same filters.
 * The client opens it in a new window with a one-time download ticket (downloads.ts), never the session token.
 */
export const exportKinds = [
  'companies',
  'devices',
  'components',
  'events',
  'hydrants',
  'operation_log',
  'login_log',
  'maint_charges',
  'maint_charge_counts',
] as const;
export type ExportKind = (typeof exportKinds)[number];

/**
 * The permission of the list each export comes from (any one of a list: a list reached from two places): the server
 * checks it, the client shows the button by it.
 */
export const exportPermissions: Record<ExportKind, string | readonly string[]> = {
  companies: 'networkcompany',
  devices: 'company-device',
  components: 'company-component',
  events: 'company-historyalarm',
  hydrants: 'firecock-list',
  operation_log: ['operationLog', 'systemmanage-log'],
  login_log: 'loginLog',
  maint_charges: 'vyborg-charge',
  maint_charge_counts: 'vyborg-charge',
};

/** Rows one export holds at most; narrower filters give the rest. */
export const EXPORT_MAX_ROWS = 50_000;

export const exportNoDataMessage = { zh: '暂无可导出的数据', en: 'no data available for export' } as const;

const id = zId;
const keyword = z.string().trim().max(100).optional();
/** Epoch seconds, as the table filters send date ranges (spec 001 §4). */
const epochSeconds = z.coerce.number().int().min(0);

export const exportQuerySchema = z.object({ kind: z.enum(exportKinds) }).loose();

export const companyExportFilterSchema = z.object({
  name: keyword,
  /** GetCompanyList's `kind`, renamed: `kind` names the export itself. */
  company_kind: z.enum(['cared', 'household', 'control_room', 'nine_type']).optional(),
  category: z.enum(caredCategories).optional(),
  region_code: z
    .string()
    .regex(/^\d{2,12}$/)
    .optional(),
  /** The unit list's online filter: 1 a device of the unit is online, 0 none is. */
  enum_company_online_status: z.enum(['0', '1']).optional(),
  /** Created time range, epoch seconds, both ends included (as the unit list). */
  start_time: epochSeconds.optional(),
  end_time: epochSeconds.optional(),
});

/** The device tabs the devices export covers: every tab of the devices table (components export on their own). */
const deviceTableTabs = deviceTabNames.filter((tab) => tab !== 'component') as [
  Exclude<DeviceTab, 'component'>,
  ...Exclude<DeviceTab, 'component'>[],
];

/**
 * The device list's own filters (deviceFilterSchema: unit, system, building, floor, status, online, search in name or
 * code), so the export is the list the user sees; `tab` picks the classes as the list's tab does.
 */
export const deviceExportFilterSchema = deviceFilterSchema.extend({ tab: z.enum(deviceTableTabs).default('all') });

/** The component tab's filters: the same list filters, the class fixed to components. */
export const componentExportFilterSchema = deviceFilterSchema.omit({ tab: true });

export const eventExportFilterSchema = z.object({
  company_id: id.optional(),
  building_id: id.optional(),
  device_id: id.optional(),
  device_type: z.string().trim().max(50).optional(),
  /** 0 the alarm lists' events (not shielded), 1 the shielded lists'; absent: both. */
  shielded: z.enum(['0', '1']).optional(),
  status_category: z.enum(statusCategories).optional(),
  enum_confirm_type: z.coerce.number().int().min(0).max(99).optional(),
  /** 0 unprocessed (never handled), 1 processed (isProcessedConfirmType). */
  processed: z.enum(['0', '1']).optional(),
  start_time: epochSeconds.optional(),
  end_time: epochSeconds.optional(),
});

/** The hydrant list's filters (firecock/list), without paging. */
export const hydrantExportFilterSchema = hydrantListQuerySchema.omit({ page_no: true, page_size: true });
