import {
  devicePositionImportRowSchema,
  floorCellPattern,
  type DevicePositionImportRow,
  type FloorLabel,
  type ImportColumn,
} from '@fireline/shared';
import type { DbOrTx } from '../../../db/client';
import { floorNoOf } from '../../floors';
import { inChunks, registerImporter, type ParsedRow, type RowProblem } from '../importer-registry';
import { componentAddressOf } from './component.importer';
import {
  selectComponentsAt,
  selectComponentsByCode,
  selectDevicesByCode,
  upsertComponentDots,
  upsertDeviceDots,
  type DotValues,
} from './device-position.repo';
import { selectBuildingIdsByName, selectFloorsOf, selectPlannedFloorIds } from './places.repo';
import { requireTargetUnit } from './unit-check';

const columns: ImportColumn[] = [
  {
    key: 'device_code',
    header_zh: '设备编号',
    header_en: 'Device code',
    required: false,
    example: 'UITDHDA01',
    note_zh: '设备或部件的编号；不填时按回路号和部件号查找',
    note_en: 'code of the device or component; empty: found by loop and number',
  },
  {
    key: 'dtu_code',
    header_zh: '传输装置编号',
    header_en: 'Transmission device code',
    required: false,
    example: '',
    note_zh: '多个部件回路号、部件号相同时填写',
    note_en: 'when several components share the loop and number',
  },
  {
    key: 'loop',
    header_zh: '回路号',
    header_en: 'Loop',
    required: false,
    example: '',
    note_zh: '0-65535',
    note_en: '0-65535',
  },
  {
    key: 'number',
    header_zh: '部件号',
    header_en: 'Number',
    required: false,
    example: '',
    note_zh: '回路上的点位号 0-65535',
    note_en: 'point on the loop, 0-65535',
  },
  {
    key: 'building_name',
    header_zh: '所在建筑',
    header_en: 'Building',
    required: true,
    example: 'A 座',
    note_zh: '该单位的建筑名称',
    note_en: "name of one of the unit's buildings",
  },
  {
    key: 'floor',
    header_zh: '楼层',
    header_en: 'Floor',
    required: true,
    example: 'F1',
    note_zh: 'F1 地上一层、M1 夹层、B1 地下一层',
    note_en: 'F1 first floor, M1 mezzanine, B1 first basement',
  },
  {
    key: 'x',
    header_zh: '横坐标',
    header_en: 'X',
    required: true,
    example: '0.25',
    note_zh: '0-1：从平面图左边起占宽度的比例',
    note_en: '0-1: fraction of the plan width from its left edge',
  },
  {
    key: 'y',
    header_zh: '纵坐标',
    header_en: 'Y',
    required: true,
    example: '0.6',
    note_zh: '0-1：从平面图上边起占高度的比例',
    note_en: '0-1: fraction of the plan height from its top edge',
  },
];

type Thing = { deviceId: number | null; componentId: number | null; floorId: number | null };
export type Placement = Thing & { row: number; targetFloorId: number; x: number; y: number };

const floorKey = (buildingId: number, floorNo: number, isMezzanine: boolean) =>
  `${buildingId}:${floorNo}:${isMezzanine}`;
const floorOfCell = (cell: string) => {
  const [, label, number] = floorCellPattern.exec(cell)!;
  return floorNoOf(label!.toUpperCase() as FloorLabel, Number(number));
};

/** The unit's buildings, floors and plans the rows name: name → id, "building:floor" → floor id, floors with a plan. */
const loadPlaces = async (db: DbOrTx, companyId: number, rows: ParsedRow<DevicePositionImportRow>[]) => {
  const buildingByName = await selectBuildingIdsByName(db, companyId, [
    ...new Set(rows.map(({ values }) => values.building_name)),
  ]);
  const floorRows = await selectFloorsOf(db, [...buildingByName.values()]);
  const planned = await selectPlannedFloorIds(
    db,
    floorRows.map((row) => row.id),
  );
  return {
    buildingByName,
    floorByKey: new Map(floorRows.map((row) => [floorKey(row.buildingId, row.floorNo, row.isMezzanine), row.id])),
    planned,
  };
};

/** The unit's devices and components the rows name by code, and its components at the loop/number addresses named. */
const loadThings = async (db: DbOrTx, companyId: number, rows: ParsedRow<DevicePositionImportRow>[]) => {
  const codes = [...new Set(rows.flatMap(({ values }) => (values.device_code ? [values.device_code] : [])))];
  const addresses = [
    ...new Set(
      rows.flatMap(({ values }) =>
        values.device_code === undefined ? [componentAddressOf(values.loop!, values.number!)] : [],
      ),
    ),
  ];
  const [deviceRows, codedComponents, addressed] = await Promise.all([
    selectDevicesByCode(db, companyId, codes),
    selectComponentsByCode(db, companyId, codes),
    selectComponentsAt(db, companyId, addresses),
  ]);
  const byCode = new Map<string, Thing>();
  for (const row of codedComponents)
    byCode.set(row.code!, { deviceId: null, componentId: row.id, floorId: row.floorId });
  for (const row of deviceRows) byCode.set(row.code, { deviceId: row.id, componentId: null, floorId: row.floorId });
  return { byCode, addressed };
};

/**
 * Finds, for every row, the device or component and the floor it goes on, and every reason it cannot: unknown
 * building, floor, device; a floor without a plan; a device of another floor; two rows for one device.
 */
export const resolvePlacements = async (db: DbOrTx, companyId: number, rows: ParsedRow<DevicePositionImportRow>[]) => {
  const [places, things] = await Promise.all([loadPlaces(db, companyId, rows), loadThings(db, companyId, rows)]);
  const problems: RowProblem[] = [];
  const placements: Placement[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of rows) {
    const buildingId = places.buildingByName.get(values.building_name);
    if (buildingId === undefined) {
      problems.push({ row, key: 'building_name', message: 'buildingMissing' });
      continue;
    }
    const { floorNo, isMezzanine } = floorOfCell(values.floor);
    const floorId = places.floorByKey.get(floorKey(buildingId, floorNo, isMezzanine));
    if (floorId === undefined) {
      problems.push({ row, key: 'floor', message: 'floorMissing' });
      continue;
    }
    if (!places.planned.has(floorId)) {
      problems.push({ row, key: 'floor', message: 'noPlan' });
      continue;
    }
    let thing: Thing | undefined;
    if (values.device_code !== undefined) {
      thing = things.byCode.get(values.device_code);
      if (!thing) {
        problems.push({ row, key: 'device_code', message: 'deviceMissing' });
        continue;
      }
    } else {
      const address = componentAddressOf(values.loop!, values.number!);
      const matches = things.addressed.filter(
        (item) => item.address === address && (values.dtu_code === undefined || item.dtuCode === values.dtu_code),
      );
      const [match, ...others] = matches;
      if (!match || others.length > 0) {
        problems.push({ row, key: 'number', message: match ? 'componentAmbiguous' : 'componentMissing' });
        continue;
      }
      thing = { deviceId: null, componentId: match.id, floorId: match.floorId };
    }
    if (thing.floorId !== null && thing.floorId !== floorId) {
      problems.push({ row, key: 'floor', message: 'otherFloor' });
      continue;
    }
    const identity = thing.deviceId !== null ? `d${thing.deviceId}` : `c${thing.componentId}`;
    const first = firstRowOf.get(identity);
    if (first !== undefined) {
      problems.push({
        row,
        key: values.device_code !== undefined ? 'device_code' : 'number',
        message: 'placedTwice',
        values: { row: first },
      });
      continue;
    }
    firstRowOf.set(identity, row);
    placements.push({ ...thing, row, targetFloorId: floorId, x: values.x, y: values.y });
  }
  return { problems, placements };
};

/** Places the resolved devices and components on their floors' plans: a new dot, or the existing one moved. */
const writePlacements = async (tx: DbOrTx, companyId: number, placements: Placement[]) => {
  for (const chunk of inChunks(placements)) {
    const position = (item: Placement): DotValues => ({
      companyId,
      floorId: item.targetFloorId,
      deviceId: item.deviceId,
      componentId: item.componentId,
      x: item.x,
      y: item.y,
      updatedAt: new Date(),
    });
    await upsertDeviceDots(tx, chunk.filter((item) => item.deviceId !== null).map(position));
    await upsertComponentDots(tx, chunk.filter((item) => item.componentId !== null).map(position));
  }
  return placements.length;
};

registerImporter<DevicePositionImportRow>({
  kind: 'device_position',
  permission: 'networkcompany-building-info-new',
  sheetName: { zh: '设备点位导入', en: 'Device positions' },
  columns,
  rowSchema: devicePositionImportRowSchema,
  checkStart: async (db, ctx) => {
    await requireTargetUnit(db, ctx);
  },
  checkRows: async (db, ctx, rows) => (await resolvePlacements(db, ctx.companyId!, rows)).problems,
  insertRows: async (tx, ctx, rows) => {
    const { problems, placements } = await resolvePlacements(tx, ctx.companyId!, rows);
    // Checked moments ago outside the transaction; something changed since (a plan deleted): refuse rather than half-place.
    if (problems.length > 0) throw new Error('device positions changed while importing');
    return writePlacements(tx, ctx.companyId!, placements);
  },
});
