import {
  companyImportRowSchema,
  ErrorCodes,
  unitOwnKinds,
  type CompanyImportRow,
  type ImportColumn,
} from '@fireline/shared';
import { AppError } from '../../../core/app-error';
import { inChunks, registerImporter } from '../importer-registry';
import { bindUnits, findOrganisationKind, insertOrganisations, selectTakenNames } from './organisations.repo';

const categoryOptions = [
  { value: 'key_unit', zh: '重点单位', en: 'Key unit' },
  { value: 'small_venue', zh: '小型场所', en: 'Small-scale venue' },
  { value: 'family', zh: '家庭', en: 'Family' },
  { value: 'micro_station', zh: '微型消防站', en: 'Micro fire station' },
  { value: 'control_room', zh: '消防控制室', en: 'Fire control room' },
  { value: 'nine_type', zh: '九小场所', en: 'Nine-type venue' },
] as const;

/** The template's columns; an archive field added to `organisations` is one entry here, one in the row schema and one in `toValues`. */
const columns: ImportColumn[] = [
  {
    key: 'company_name',
    header_zh: '单位名称',
    header_en: 'Unit name',
    required: true,
    example: '海淀区实验中学',
    note_zh: '不超过50个字符，不能与已有单位重名',
    note_en: 'at most 50 characters, unique among units',
  },
  {
    key: 'category',
    header_zh: '单位类别',
    header_en: 'Category',
    required: true,
    example: '重点单位',
    options: categoryOptions,
  },
  {
    key: 'region_code',
    header_zh: '行政区划代码',
    header_en: 'Region code',
    required: false,
    example: '110108',
    note_zh: '6-12位数字，如 110108（海淀区）',
    note_en: '6-12 digits, e.g. 110108',
  },
  {
    key: 'address',
    header_zh: '详细地址',
    header_en: 'Address',
    required: true,
    example: '北京市海淀区中关村南大街 12 号',
    note_zh: '不超过200个字符',
    note_en: 'at most 200 characters',
  },
  {
    key: 'longitude',
    header_zh: '经度',
    header_en: 'Longitude',
    required: false,
    example: '116.3265',
    note_zh: '0-180',
    note_en: '0-180',
  },
  {
    key: 'latitude',
    header_zh: '纬度',
    header_en: 'Latitude',
    required: false,
    example: '39.9592',
    note_zh: '0-90',
    note_en: '0-90',
  },
  { key: 'contact_name', header_zh: '联系人', header_en: 'Contact name', required: false, example: '周建国' },
  {
    key: 'contact_phone',
    header_zh: '联系电话',
    header_en: 'Contact phone',
    required: false,
    example: '13911086620',
    note_zh: '11位手机号或固定电话（区号-号码）',
    note_en: 'mobile (11 digits) or landline (area code-number)',
  },
  {
    key: 'limit_building_count',
    header_zh: '建筑数量上限',
    header_en: 'Building limit',
    required: false,
    example: '10',
  },
  { key: 'limit_device_count', header_zh: '设备数量上限', header_en: 'Device limit', required: false, example: '200' },
  { key: 'limit_user_count', header_zh: '账号数量上限', header_en: 'Account limit', required: false, example: '20' },
];

const toValues = (row: CompanyImportRow) => ({
  kind: 'cared',
  category: row.category,
  name: row.company_name,
  regionCode: row.region_code,
  address: row.address,
  longitude: row.longitude,
  latitude: row.latitude,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  maxBuildings: row.limit_building_count,
  maxDevices: row.limit_device_count,
  maxUsers: row.limit_user_count,
});

/** Organisation kinds that take units by binding (centre, authority, fire station, maintenance company). */
const isBindingKind = (kind: string) => !unitOwnKinds.includes(kind as never);

/**
 * Networked (cared) units. company_id, when given, is the centre / authority / maintenance company the new units are
 * bound to (the caller's own organisation unless admin); without it a centre user's units are bound to their centre,
 * so they stay in the importer's scope.
 */
registerImporter<CompanyImportRow>({
  kind: 'company',
  permission: 'networkcompany-import',
  sheetName: { zh: '联网单位导入', en: 'Unit import' },
  columns,
  rowSchema: companyImportRowSchema,
  uniqueInFile: [{ keys: ['company_name'], message: 'companyExists' }],
  checkStart: async (db, ctx) => {
    const { session } = ctx.caller;
    if (ctx.companyId === null) {
      if (!session.isAdmin && !isBindingKind(session.orgKind)) throw new AppError(ErrorCodes.noPermission);
      return;
    }
    if (!session.isAdmin && ctx.companyId !== session.orgId) throw new AppError(ErrorCodes.noPermission);
    const kind = await findOrganisationKind(db, ctx.companyId);
    if (kind === undefined) throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
    if (!isBindingKind(kind))
      throw new AppError(ErrorCodes.paramValue, {
        detail: { zh: 'company_id', en: 'company_id' },
        data: { field: 'company_id' },
      });
  },
  checkRows: async (db, _ctx, rows) => {
    const taken = await selectTakenNames(
      db,
      'cared',
      rows.map((row) => row.values.company_name),
    );
    return rows
      .filter((row) => taken.has(row.values.company_name))
      .map((row) => ({ row: row.row, key: 'company_name', message: 'companyExists' as const }));
  },
  insertRows: async (tx, ctx, rows) => {
    const { session } = ctx.caller;
    const bindTo = ctx.companyId ?? (session.isAdmin ? null : session.orgId);
    let count = 0;
    for (const chunk of inChunks(rows)) {
      const created = await insertOrganisations(
        tx,
        chunk.map((row) => toValues(row.values)),
      );
      if (bindTo !== null) await bindUnits(tx, bindTo, created);
      count += created.length;
    }
    return count;
  },
});
