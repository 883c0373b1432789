import { dtuImportRowSchema, type DtuImportRow, type ImportColumn } from '@fireline/shared';
import { inChunks, registerImporter, type RowProblem } from '../importer-registry';
import { findUnitDeviceLimit, insertDevices, selectTakenDeviceCodes, selectTakenGbAddresses } from './dtu.repo';
import { selectBuildingIdsByName } from './places.repo';
import { requireTargetUnit } from './unit-check';

/** User information transmission device (用传), spec 001 §3 "Device". */
export const DTU_THING_TYPE = 10001;

const columns: ImportColumn[] = [
  {
    key: 'device_code',
    header_zh: '设备编号',
    header_en: 'Device ID',
    required: true,
    example: 'UITD20260101',
    note_zh: '1-30位字母或数字，全平台唯一',
    note_en: '1-30 letters or digits, unique on the platform',
  },
  {
    key: 'name',
    header_zh: '设备名称',
    header_en: 'Device name',
    required: true,
    example: 'B座 用户信息传输装置',
    note_zh: '不超过50个字符',
    note_en: 'at most 50 characters',
  },
  { key: 'device_model', header_zh: '设备型号', header_en: 'Model', required: false, example: 'FL-UITD-1' },
  {
    key: 'gb_address',
    header_zh: '传输装置地址',
    header_en: 'GB/T 26875.3 address',
    required: false,
    example: '100101',
    note_zh: 'GB/T 26875.3 源地址，十进制数字，唯一',
    note_en: 'GB/T 26875.3 source address in decimal, unique',
  },
  {
    key: 'building_name',
    header_zh: '所在建筑',
    header_en: 'Building',
    required: false,
    example: 'B 座',
    note_zh: '须为本单位已有建筑的名称',
    note_en: "the name of one of the unit's buildings",
  },
  {
    key: 'install_address',
    header_zh: '安装位置',
    header_en: 'Installed at',
    required: false,
    example: '一层消防控制室',
  },
];

const namesOf = (rows: { values: DtuImportRow }[]) => [
  ...new Set(rows.flatMap((row) => (row.values.building_name ? [row.values.building_name] : []))),
];

/** Transmission devices of the unit company_id; a device code already used (in the file or the database) refuses its row. */
registerImporter<DtuImportRow>({
  kind: 'dtu',
  permission: 'networkcompany-device-info-dtu',
  sheetName: { zh: '传输设备导入', en: 'Transmission device import' },
  columns,
  rowSchema: dtuImportRowSchema,
  uniqueInFile: [
    { keys: ['device_code'], message: 'deviceExists' },
    { keys: ['gb_address'], message: 'addressExists' },
  ],
  checkStart: async (db, ctx) => {
    await requireTargetUnit(db, ctx);
  },
  checkRows: async (db, ctx, rows) => {
    const problems: RowProblem[] = [];
    const takenCodes = await selectTakenDeviceCodes(
      db,
      DTU_THING_TYPE,
      rows.map((row) => row.values.device_code),
    );
    const takenAddresses = await selectTakenGbAddresses(
      db,
      rows.flatMap((row) => (row.values.gb_address ? [row.values.gb_address] : [])),
    );
    const buildingIds = await selectBuildingIdsByName(db, ctx.companyId!, namesOf(rows));
    // The unit's configurable device limit (spec 001 §9) counts every device of the unit, imported or not.
    const limit = await findUnitDeviceLimit(db, ctx.companyId!);
    if (limit && limit.used + rows.length > limit.max)
      problems.push({ row: 0, key: '', message: 'deviceLimit', values: { max: limit.max } });
    for (const { row, values } of rows) {
      if (takenCodes.has(values.device_code)) problems.push({ row, key: 'device_code', message: 'deviceExists' });
      if (values.gb_address && takenAddresses.has(values.gb_address))
        problems.push({ row, key: 'gb_address', message: 'addressExists' });
      if (values.building_name && !buildingIds.has(values.building_name))
        problems.push({ row, key: 'building_name', message: 'buildingMissing' });
    }
    return problems;
  },
  insertRows: async (tx, ctx, rows) => {
    const companyId = ctx.companyId!;
    const buildingIds = await selectBuildingIdsByName(tx, companyId, namesOf(rows));
    let count = 0;
    for (const chunk of inChunks(rows)) {
      count += await insertDevices(
        tx,
        chunk.map(({ values }) => ({
          companyId,
          buildingId: values.building_name ? buildingIds.get(values.building_name) : undefined,
          name: values.name,
          deviceCode: values.device_code,
          deviceThingType: DTU_THING_TYPE,
          deviceType: 'uitd',
          deviceModel: values.device_model,
          gbAddress: values.gb_address,
          installAddress: values.install_address,
        })),
      );
    }
    return count;
  },
});
