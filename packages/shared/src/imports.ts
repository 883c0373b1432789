import { z } from 'zod';
import { zId, zIdNumber } from './field-schemas';
import { caredCategories } from './orgs';
import { patterns } from './validation';

/**
 * Batch imports (spec 001 §3 "Import parameters", §4 "Import job", §5, §7 "Imports"): an uploaded .xlsx becomes a
 * background job polled through /import/import_result. Row schemas here are what the server validates every row with.
 */
export const importKinds = [
  'company',
  'dtu',
  'component',
  'firecock',
  'device_position',
  'district_center',
  'district_maint',
  'district_authority',
  'third_system',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** Import file: .xls or .xlsx up to 2 MB (spec 001 §5, §9). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows one file may hold; a 2 MB sheet of archive rows stays well below. */
export const IMPORT_MAX_ROWS = 10_000;
/** The client polls every 1 s after a 3 s delay (spec 001 §4). */
export const IMPORT_POLL_DELAY_MS = 3000;
export const IMPORT_POLL_INTERVAL_MS = 1000;

const id = zId;
/** lang=eng asks for English row messages and headers (spec 000 §7). */
const lang = z.string().max(8).optional();

/** Query of /import/import_company|import_dtu|import_component|import_firecock (spec 001 §3 "Import parameters"). */
export const importStartQuerySchema = z.object({
  file_id: z.string().trim().min(1).max(64),
  creater_id: id.optional(),
  company_id: id.optional(),
  thing_id: id.optional(),
  thing_type: z.coerce.number().int().optional(),
  bound_thing_type: z.coerce.number().int().optional(),
  lang,
});
export type ImportStartQuery = z.infer<typeof importStartQuerySchema>;

export const importResultQuerySchema = z.object({ job_id: id, lang });
export const importTemplateQuerySchema = z.object({ kind: z.enum(importKinds), lang });

/** One refused cell or row: the sheet's row number (1 = header row) and the column header in the job's language. */
export const importRowErrorSchema = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importJobStatuses = ['running', 'finished', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** `data` of /import/import_result, and of the start calls (status running, no totals yet). */
export const importJobViewSchema = z.object({
  job_id: z.number(),
  kind: z.enum(importKinds),
  status: z.enum(importJobStatuses),
  total: z.number(),
  imported: z.number(),
  errors: z.array(importRowErrorSchema),
  create_time: z.number(),
  finish_time: z.number().nullable(),
});
export type ImportJobView = z.infer<typeof importJobViewSchema>;

/** The poll's envelope codes (spec 001 §4): 0 finished, 1 in progress, anything else the file is missing. */
export const IMPORT_RESULT_IN_PROGRESS = 1;

/** Messages of row checks, zh and en (spec 001 §5 shared field rules, §8). Keys are zod custom messages too. */
export const importMessages = {
  required: { zh: '此项为必填项', en: 'this field is required' },
  maxLength: { zh: '不能超过 {num} 个字符', en: 'cannot exceed {num} characters' },
  minLength: { zh: '不能少于 {num} 个字符', en: 'cannot be less than {num} characters' },
  choice: { zh: '请选择有效的值', en: 'choose a valid value' },
  numeric: { zh: '必须为数字', en: 'must be a number' },
  minimum: { zh: '最小值为 {min}', en: 'minimum is {min}' },
  maximum: { zh: '最大值为 {max}', en: 'maximum is {max}' },
  integer: { zh: '请输入整数', en: 'please enter a whole number' },
  phone: { zh: '请输入正确的电话号码', en: 'enter a correct phone number' },
  deviceCode: { zh: '设备编号为1-30位字母或数字', en: 'device code must be 1-30 letters or digits' },
  regionCode: { zh: '行政区划代码为6-12位数字', en: 'region code must be 6-12 digits' },
  districtRegionCode: { zh: '行政区划代码为2-12位数字', en: 'region code must be 2-12 digits' },
  gbAddress: { zh: '地址为1-15位数字', en: 'address must be 1-15 digits' },
  duplicateInFile: { zh: '与第 {row} 行重复', en: 'duplicates row {row}' },
  deviceExists: { zh: '设备ID已存在', en: 'the device ID already exists' },
  addressExists: { zh: '传输装置地址已存在', en: 'the device address already exists' },
  alreadyExists: { zh: '数据已存在，请刷新后重新导入', en: 'a record already exists, refresh and import again' },
  companyExists: { zh: '单位名称已存在', en: 'unit name already exists' },
  orgExists: { zh: '机构名称已存在', en: 'organisation name already exists' },
  thirdSystemExists: { zh: '同类第三方系统名称已存在', en: 'a third-party system of this kind has this name already' },
  componentExists: { zh: '部件已存在', en: 'the component already exists' },
  deviceLimit: { zh: '超出该单位的设备数量上限 {max}', en: "exceeds the unit's device limit of {max}" },
  buildingMissing: { zh: '该单位下没有此建筑', en: 'no such building in this unit' },
  floorLabel: {
    zh: '楼层格式为 F1、M1、B1（地上、夹层、地下）',
    en: 'floor must be like F1, M1 or B1 (floor, mezzanine, basement)',
  },
  floorMissing: { zh: '该建筑下没有此楼层', en: 'no such floor in this building' },
  noPlan: { zh: '该楼层没有平面图，无法关联', en: 'no floor plan on this floor so cannot associate' },
  deviceOrLoop: {
    zh: '请填写设备编号，或回路号和部件号',
    en: 'give the device code, or the loop and component number',
  },
  deviceMissing: { zh: '该单位下没有此设备', en: 'no such device in this unit' },
  componentMissing: {
    zh: '该单位下没有此回路号和部件号的部件',
    en: 'no component with this loop and number in this unit',
  },
  componentAmbiguous: {
    zh: '多个部件使用此回路号和部件号，请填写传输装置编号或设备编号',
    en: 'several components have this loop and number: give the transmission device code or the device code',
  },
  otherFloor: { zh: '该设备属于其他楼层', en: 'the device belongs to another floor' },
  placedTwice: { zh: '与第 {row} 行是同一设备', en: 'the same device as row {row}' },
  columnMissing: { zh: '缺少此列', en: 'column missing' },
  noRows: { zh: '暂无可导入的数据', en: 'no data available for import' },
  tooManyRows: { zh: '行数超过 {num}', en: 'more than {num} rows' },
  badFormat: { zh: '文件格式不正确', en: 'incorrect file format' },
  xlsNotReadable: {
    zh: '文件格式不正确，请另存为 .xlsx 后重新导入',
    en: 'incorrect file format: save it as .xlsx and import again',
  },
  fileMissing: { zh: '导入文件不存在', en: 'the import file is missing' },
  interrupted: { zh: '导入中断，请重新导入', en: 'the import was interrupted, please import again' },
  failed: { zh: '导入失败', en: 'import failed' },
  finished: { zh: '批量导入您的信息已完成', en: 'batch import of your information completed' },
  inProgress: { zh: '正在导入', en: 'import in progress' },
} as const;
export type ImportMessageKey = keyof typeof importMessages;

export const formatImportMessage = (
  key: ImportMessageKey,
  lang: 'zh' | 'en',
  values: Record<string, string | number> = {},
) => importMessages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const text = (max: number) => z.string().max(max);
const intIn = (min: number, max: number) =>
  z.coerce.number({ error: 'numeric' }).int({ error: 'integer' }).min(min).max(max);
const phone = z
  .string()
  .refine((value) => patterns.mobile.test(value) || patterns.landline.test(value), { error: 'phone' });

/** A networked (cared) unit; the archive columns grow here and in the importer's column list. */
export const companyImportRowSchema = z.object({
  company_name: text(50),
  category: z.enum(caredCategories, { error: 'choice' }),
  region_code: z
    .string()
    .regex(/^\d{6,12}$/, { error: 'regionCode' })
    .optional(),
  address: text(200),
  longitude: z.coerce.number({ error: 'numeric' }).min(0).max(180).optional(),
  latitude: z.coerce.number({ error: 'numeric' }).min(0).max(90).optional(),
  contact_name: text(20).optional(),
  contact_phone: phone.optional(),
  limit_building_count: intIn(0, 100_000).optional(),
  limit_device_count: intIn(0, 1_000_000).optional(),
  limit_user_count: intIn(0, 100_000).optional(),
});
export type CompanyImportRow = z.infer<typeof companyImportRowSchema>;

/**
 * A district organisation (regulatory centre, maintenance company, fire authority) with the company_add form's field
 * rules: name ≤ 50, the kind's level (code table id or its name), region code, address ≤ 200, location, contact ≤ 30, phone.
 */
export const districtImportRowSchema = z.object({
  company_name: text(50),
  level: z.coerce.number({ error: 'choice' }).int({ error: 'choice' }).optional(),
  region_code: z
    .string()
    .regex(/^\d{2,12}$/, { error: 'districtRegionCode' })
    .optional(),
  address: text(200).optional(),
  longitude: z.coerce.number({ error: 'numeric' }).min(0).max(180).optional(),
  latitude: z.coerce.number({ error: 'numeric' }).min(0).max(90).optional(),
  contact_name: text(30).optional(),
  contact_phone: phone.optional(),
});
export type DistrictImportRow = z.infer<typeof districtImportRowSchema>;

/** A user information transmission device (用传, device_thing_type 10001) of the unit company_id. */
export const dtuImportRowSchema = z.object({
  device_code: z.string().regex(patterns.deviceCode, { error: 'deviceCode' }),
  name: text(50),
  device_model: text(50).optional(),
  gb_address: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'gbAddress' })
    .optional(),
  building_name: text(50).optional(),
  install_address: text(200).optional(),
});
export type DtuImportRow = z.infer<typeof dtuImportRowSchema>;

/** A component (部件) behind the transmission device thing_id: GB/T 26875.3 system type and address, loop and number. */
export const componentImportRowSchema = z.object({
  system_type: intIn(0, 255),
  system_address: intIn(0, 255),
  loop: intIn(0, 65_535),
  number: intIn(0, 65_535),
  component_type: intIn(0, 255),
  name: text(50),
  location: text(200).optional(),
});
export type ComponentImportRow = z.infer<typeof componentImportRowSchema>;

/** A floor as the sheets write it: F (floor), M (mezzanine) or B (basement) and an Arabic number (spec 001 §3 "Floor"). */
export const floorCellPattern = /^([FMB])(\d{1,3})$/i;

/**
 * One device or component placed on a floor plan (POST device/updateDevicePositionByFile): found by its device code,
 * or by loop and component number (with the transmission device's code when several share them), at x / y given as
 * fractions 0–1 of the plan's width and height, as device_map dots store them.
 */
export const devicePositionImportRowSchema = z
  .object({
    // Lookup keys of devices already on file, so any stored code is taken as it is.
    device_code: text(30).optional(),
    dtu_code: text(30).optional(),
    loop: intIn(0, 65_535).optional(),
    number: intIn(0, 65_535).optional(),
    building_name: text(50),
    floor: z.string().trim().regex(floorCellPattern, { error: 'floorLabel' }),
    x: z.coerce.number({ error: 'numeric' }).min(0).max(1),
    y: z.coerce.number({ error: 'numeric' }).min(0).max(1),
  })
  .superRefine((row, context) => {
    if (row.device_code === undefined && (row.loop === undefined || row.number === undefined))
      context.addIssue({ code: 'custom', path: ['device_code'], message: 'deviceOrLoop' });
  });
export type DevicePositionImportRow = z.infer<typeof devicePositionImportRowSchema>;

/** Body of POST device/updateDevicePositionByFile: the uploaded sheet and the unit whose devices it places. */
export const devicePositionStartSchema = z.object({
  file_id: z.string().trim().min(1).max(64),
  company_id: zIdNumber,
  lang,
});

/** A template column as GET /import/template lays it out and the parser reads it back. */
export type ImportColumn = {
  key: string;
  header_zh: string;
  header_en: string;
  required: boolean;
  example: string;
  /** Accepted values; a cell may hold the value or its zh / en label. */
  options?: readonly { value: string | number; zh: string; en: string }[];
  /** Value of an empty optional cell. */
  default?: string;
  note_zh?: string;
  note_en?: string;
};
