import {
  componentImportRowSchema,
  ErrorCodes,
  gbComponentTypes,
  gbSystemTypes,
  type ComponentImportRow,
  type ImportColumn,
} from '@fireline/shared';
import { requireAccess } from '../../../core/access';
import { AppError } from '../../../core/app-error';
import { inChunks, registerImporter } from '../importer-registry';
import { findImportDevice, insertComponents, selectComponentAddresses } from './component.repo';
import { requireTargetUnit } from './unit-check';

const optionsOf = (table: readonly (readonly [number, string, string])[]) =>
  table.map(([value, zh, en]) => ({ value, zh, en }));

/**
 * The component address is 32 bits whose halves are vendor-defined (db/schema/devices.ts); imports put the loop (回路号)
 * in the high half and the number on the loop (点位号) in the low half, as most controllers show them.
 */
export const componentAddressOf = (loop: number, number: number) => loop * 65_536 + number;

const columns: ImportColumn[] = [
  {
    key: 'system_type',
    header_zh: '系统类型',
    header_en: 'System type',
    required: false,
    default: '1',
    example: '火灾报警系统',
    options: optionsOf(gbSystemTypes),
    note_zh: '空白为 1 火灾报警系统',
    note_en: 'empty means 1, fire alarm system',
  },
  {
    key: 'system_address',
    header_zh: '系统地址',
    header_en: 'System address',
    required: false,
    default: '1',
    example: '1',
    note_zh: '控制器号 0-255，空白为 1',
    note_en: 'controller number 0-255, empty means 1',
  },
  {
    key: 'loop',
    header_zh: '回路号',
    header_en: 'Loop',
    required: true,
    example: '1',
    note_zh: '0-65535',
    note_en: '0-65535',
  },
  {
    key: 'number',
    header_zh: '部件号',
    header_en: 'Number',
    required: true,
    example: '12',
    note_zh: '回路上的点位号 0-65535',
    note_en: 'point on the loop, 0-65535',
  },
  {
    key: 'component_type',
    header_zh: '部件类型',
    header_en: 'Component type',
    required: true,
    example: '点型光电感烟火灾探测器',
    options: optionsOf(gbComponentTypes),
  },
  {
    key: 'name',
    header_zh: '部件名称',
    header_en: 'Component name',
    required: true,
    example: '3F 东走廊烟感',
    note_zh: '不超过50个字符',
    note_en: 'at most 50 characters',
  },
  { key: 'location', header_zh: '安装位置', header_en: 'Location', required: false, example: 'A座3层东侧走廊' },
];

const keyOf = (values: { system_type: number; system_address: number; componentAddress: number }) =>
  `${values.system_type}:${values.system_address}:${values.componentAddress}`;

/** Components of the transmission device thing_id of the unit company_id (spec 001 §3 "Import parameters"). */
registerImporter<ComponentImportRow>({
  kind: 'component',
  permission: 'networkcompany-device-info-component',
  sheetName: { zh: '部件导入', en: 'Component import' },
  columns,
  rowSchema: componentImportRowSchema,
  uniqueInFile: [{ keys: ['system_type', 'system_address', 'loop', 'number'], message: 'componentExists' }],
  checkStart: async (db, ctx) => {
    const companyId = await requireTargetUnit(db, ctx);
    if (ctx.thingId === null)
      throw new AppError(ErrorCodes.paramRequired, {
        detail: { zh: 'thing_id', en: 'thing_id' },
        data: { field: 'thing_id' },
      });
    const owners = await requireAccess(db, ctx.caller, { kind: 'device', ids: ctx.thingId, field: 'thing_id' });
    if (owners.get(ctx.thingId) !== companyId)
      throw new AppError(ErrorCodes.paramValue, {
        detail: { zh: 'thing_id', en: 'thing_id' },
        data: { field: 'thing_id' },
      });
  },
  checkRows: async (db, ctx, rows) => {
    const existing = await selectComponentAddresses(db, ctx.thingId!);
    const taken = new Set(
      existing.map((row) =>
        keyOf({
          system_type: row.systemType,
          system_address: row.systemAddress,
          componentAddress: row.componentAddress,
        }),
      ),
    );
    return rows
      .filter(({ values }) =>
        taken.has(keyOf({ ...values, componentAddress: componentAddressOf(values.loop, values.number) })),
      )
      .map(({ row }) => ({ row, key: 'number', message: 'componentExists' as const }));
  },
  insertRows: async (tx, ctx, rows) => {
    const device = (await findImportDevice(tx, ctx.thingId!))!;
    let count = 0;
    for (const chunk of inChunks(rows)) {
      count += await insertComponents(
        tx,
        chunk.map(({ values }) => ({
          companyId: device.companyId,
          deviceId: device.id,
          buildingId: device.buildingId,
          floorId: device.floorId,
          areaId: device.areaId,
          systemType: values.system_type,
          systemAddress: values.system_address,
          componentType: values.component_type,
          componentAddress: componentAddressOf(values.loop, values.number),
          loopNumber: values.loop,
          componentNumber: values.number,
          name: values.name,
          location: values.location,
        })),
      );
    }
    return count;
  },
});
