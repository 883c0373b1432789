import { hydrantImportRowSchema, hydrantMessages, type HydrantImportRow, type ImportColumn } from '@fireline/shared';
import { requireHydrantOwner } from '../../hydrants';
import { inChunks, registerImporter, type ImportContext, type RowProblem } from '../importer-registry';
import { ensureAddresses, insertHydrants, selectTakenHydrantNumbers } from './hydrant.repo';

const columns: ImportColumn[] = [
  {
    key: 'equipment_number',
    header_zh: '消火栓编号',
    header_en: 'Hydrant number',
    required: true,
    example: 'XHS-HD-0101',
    note_zh: '不超过30个字符，全平台唯一',
    note_en: 'at most 30 characters, unique on the platform',
  },
  {
    key: 'region_code',
    header_zh: '行政区划代码',
    header_en: 'Region code',
    required: true,
    example: '110108',
    note_zh: '6-12位数字',
    note_en: '6-12 digits',
  },
  {
    key: 'address',
    header_zh: '地址',
    header_en: 'Address',
    required: true,
    example: '北京市海淀区学院路',
    note_zh: '与区划代码一起加入地址列表',
    note_en: 'added to the address list with its region code',
  },
  { key: 'longitude', header_zh: '经度', header_en: 'Longitude', required: true, example: '116.3561' },
  { key: 'latitude', header_zh: '纬度', header_en: 'Latitude', required: true, example: '39.9884' },
  {
    key: 'type',
    header_zh: '类型',
    header_en: 'Type',
    required: true,
    example: '智能闷盖带压力',
    options: [
      { value: 1, zh: '压力检测终端', en: 'pressure detection terminal' },
      { value: 2, zh: '智能闷盖', en: 'smart cover' },
      { value: 3, zh: '智能闷盖带压力', en: 'smart cover with pressure' },
    ],
  },
  {
    key: 'out_hydrant_pipe_diameter',
    header_zh: '出水管径',
    header_en: 'Outlet pipe diameter',
    required: true,
    example: '100mm',
    options: [
      { value: 65, zh: '65mm', en: '65mm' },
      { value: 100, zh: '100mm', en: '100mm' },
      { value: 150, zh: '150mm', en: '150mm' },
    ],
  },
  {
    key: 'position_desc',
    header_zh: '位置描述',
    header_en: 'Position description',
    required: false,
    example: '学院路与成府路交叉口东北角',
  },
  {
    key: 'lower_limit',
    header_zh: '告警阈值(MPa)',
    header_en: 'Alarm threshold (MPa)',
    required: false,
    example: '0.15',
    default: '0.1',
  },
  { key: 'alarm_host', header_zh: '报警主机', header_en: 'Alarm host', required: false, example: 'NB-IoT 平台' },
  { key: 'remarks', header_zh: '备注', header_en: 'Remarks', required: false, example: '' },
];

/** Hydrants belong to the import's company_id when given (a visible unit or organisation), else to the caller's organisation. */
const ownerOf = (ctx: ImportContext) => ctx.companyId ?? ctx.caller.session.orgId;

/** Municipal hydrants (import_firecock): a number already used refuses its row; addresses join the owner's list. */
registerImporter<HydrantImportRow>({
  kind: 'firecock',
  permission: 'firecock-import',
  sheetName: { zh: '消火栓导入', en: 'Hydrant import' },
  columns,
  rowSchema: hydrantImportRowSchema,
  uniqueInFile: [{ keys: ['equipment_number'] }],
  emptyMessage: hydrantMessages.noneToImport,
  checkStart: async (db, ctx) => {
    await requireHydrantOwner(db, ctx.caller, ownerOf(ctx));
  },
  checkRows: async (db, _ctx, rows) => {
    const taken = await selectTakenHydrantNumbers(
      db,
      rows.map((row) => row.values.equipment_number),
    );
    return rows.flatMap(({ row, values }): RowProblem[] =>
      taken.has(values.equipment_number) ? [{ row, key: 'equipment_number', message: 'alreadyExists' }] : [],
    );
  },
  insertRows: async (tx, ctx, rows) => {
    const ownerId = ownerOf(ctx);
    const keyOf = (entry: { regionCode: string; address: string }) => `${entry.regionCode}\u0000${entry.address}`;
    const entryOf = (values: HydrantImportRow) => ({ regionCode: values.region_code, address: values.address });
    const entries = [...new Map(rows.map(({ values }) => [keyOf(entryOf(values)), entryOf(values)])).values()];
    const addressIds = await ensureAddresses(tx, { ownerId, entries, keyOf });
    let count = 0;
    for (const chunk of inChunks(rows)) {
      count += await insertHydrants(
        tx,
        chunk.map(({ values }) => ({
          companyId: ownerId,
          equipmentNumber: values.equipment_number,
          addressId: addressIds.get(keyOf(entryOf(values))),
          longitude: values.longitude,
          latitude: values.latitude,
          type: values.type,
          pipeDiameter: values.out_hydrant_pipe_diameter,
          positionDesc: values.position_desc ?? '',
          lowerLimit: values.lower_limit ?? 0.1,
          alarmHost: values.alarm_host ?? '',
          remarks: values.remarks ?? '',
        })),
      );
    }
    return count;
  },
});
