import {
  ErrorCodes,
  facilityMessages,
  type EquipmentAttrDef,
  type EquipmentCreate,
  type EquipmentListQuery,
  type EquipmentUpdate,
} from '@fireline/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { requireUnitInScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { equipment, equipmentDevices } from '../../db/schema';
import * as repo from './equipment.repo';
import { invalidChoice, isUniqueViolation, noData, requireEnumValue, requirePlacement } from './facility-checks';

type Values = Omit<EquipmentCreate, 'company_id'>;

const presentDef = (row: Awaited<ReturnType<typeof repo.listAttrDefs>>[number]): EquipmentAttrDef => ({
  key: row.key,
  name: row.name,
  eng_name: row.engName,
  value_type: row.valueType as EquipmentAttrDef['value_type'],
  unit: row.unit,
  options: row.options,
  required: row.isRequired,
});

const fieldError = (code: 8998 | 8999 | 8996, field: string, text: { zh: string; en: string }) =>
  new AppError(code, { detail: { zh: `${field} ${text.zh}`, en: `${field} ${text.en}` }, data: { field } });

/** Values must match the type's definitions: known keys, required ones filled, numbers numeric, choices offered, dates yyyy-MM-dd. */
const checkAttributes = (defs: EquipmentAttrDef[], values: Values['equipment_attr']) => {
  const byKey = new Map(defs.map((def) => [def.key, def]));
  for (const key of Object.keys(values)) if (!byKey.has(key)) throw invalidChoice(`equipment_attr.${key}`);
  const clean: Record<string, string | number | null> = {};
  for (const def of defs) {
    const field = `equipment_attr.${def.key}`;
    const value = values[def.key];
    const isEmpty = value === undefined || value === null || value === '';
    if (isEmpty) {
      if (def.required) throw fieldError(ErrorCodes.paramRequired, field, facilityMessages.fieldRequired);
      continue;
    }
    if (def.value_type === 'number') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) throw fieldError(ErrorCodes.paramType, field, facilityMessages.mustBeNumber);
      clean[def.key] = number;
    } else if (def.value_type === 'select') {
      if (!def.options.some((option) => option.id === String(value))) throw invalidChoice(field);
      clean[def.key] = String(value);
    } else if (def.value_type === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value)) || Number.isNaN(Date.parse(String(value))))
        throw invalidChoice(field);
      clean[def.key] = String(value);
    } else {
      clean[def.key] = String(value);
    }
  }
  return clean;
};

/** Everything a facility's values must satisfy within its unit; returns the row's columns. */
const checkValues = async (db: DbOrTx, companyId: number, values: Values) => {
  await requireEnumValue(db, {
    enumName: 'enum_equipment_type',
    id: values.enum_equipment_type,
    field: 'enum_equipment_type',
  });
  await requirePlacement(db, {
    companyId,
    buildingId: values.building_id,
    floorId: values.floor_id,
    areaId: values.area_id,
  });
  // Indoor points are percent of the floor plan; outdoor points are longitude/latitude (0-180 / 0-90).
  if (values.point && values.enum_position_type === 1 && values.point.x > 100) throw invalidChoice('point.x');
  if (values.point && values.enum_position_type === 2 && values.point.y > 90) throw invalidChoice('point.y');
  const defs = (await repo.listAttrDefs(db, values.enum_equipment_type)).map(presentDef);
  return {
    equipmentNumber: values.equipment_number,
    equipmentName: values.equipment_name,
    equipmentType: values.enum_equipment_type,
    positionType: values.enum_position_type,
    point: values.point,
    buildingId: values.building_id,
    floorId: values.floor_id,
    areaId: values.area_id,
    positionDesc: values.position_desc,
    graph: values.equipment_graph,
    checkCycle: values.check_cycle,
    attributes: checkAttributes(defs, values.equipment_attr),
  };
};

const numberExists = () =>
  new AppError(ErrorCodes.alreadyExists, {
    detail: facilityMessages.numberExists,
    data: { field: 'equipment_number' },
  });

/** A facility the caller may see, or 9995 / 9993. */
export const requireEquipment = async (db: DbOrTx, scope: Scope, id: number) => {
  const row = await repo.findEquipmentRow(db, id);
  if (!row) throw noData();
  requireUnitInScope(scope, row.companyId);
  return row;
};

export const listEquipment = async (db: DbOrTx, scope: Scope, query: EquipmentListQuery) => {
  if (query.company_id) requireUnitInScope(scope, query.company_id);
  return repo.listEquipment(db, scope, query);
};

export const getEquipment = async (db: DbOrTx, scope: Scope, id: number) => {
  await requireEquipment(db, scope, id);
  const item = await repo.findEquipmentItem(db, id);
  if (!item) throw noData();
  return item;
};

export const createEquipment = async (db: DbOrTx, scope: Scope, body: EquipmentCreate) => {
  requireUnitInScope(scope, body.company_id);
  const values = await checkValues(db, body.company_id, body);
  const [row] = await db
    .insert(equipment)
    .values({ companyId: body.company_id, ...values })
    .onConflictDoNothing({ target: [equipment.companyId, equipment.equipmentNumber] })
    .returning({ id: equipment.id });
  if (!row) throw numberExists();
  return getEquipment(db, scope, row.id);
};

export const updateEquipment = async (db: DbOrTx, scope: Scope, body: EquipmentUpdate) => {
  const current = await requireEquipment(db, scope, body.equipment_id);
  const values = await checkValues(db, current.companyId, body);
  try {
    await db
      .update(equipment)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(equipment.id, current.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw numberExists();
    throw error;
  }
  return getEquipment(db, scope, current.id);
};

/** Deleting a facility drops its device and scene bindings with it (foreign keys cascade, one statement). */
export const deleteEquipment = async (db: DbOrTx, scope: Scope, id: number) => {
  await requireEquipment(db, scope, id);
  await db.delete(equipment).where(eq(equipment.id, id));
  return { equipment_id: id };
};

export const listEquipmentAttrs = async (db: DbOrTx, type: number) => {
  await requireEnumValue(db, { enumName: 'enum_equipment_type', id: type, field: 'type' });
  return (await repo.listAttrDefs(db, type)).map(presentDef);
};

/** Devices to bind must be the facility's unit's; bind types from enum_equipment_bind_device_type. */
const checkBinds = async (db: DbOrTx, companyId: number, binds: { device_id: number; bind_type: number }[]) => {
  const units = await repo.deviceUnits(
    db,
    binds.map((bind) => bind.device_id),
  );
  for (const bind of binds) {
    const unit = units.get(bind.device_id);
    if (unit === undefined) throw invalidChoice('device_id');
    if (unit !== companyId)
      throw new AppError(ErrorCodes.noPermission, { detail: { zh: 'device_id', en: 'device_id' } });
    await requireEnumValue(db, { enumName: 'enum_equipment_bind_device_type', id: bind.bind_type, field: 'bind_type' });
  }
};

export const listEquipmentDevices = async (db: DbOrTx, scope: Scope, equipmentId: number) => {
  await requireEquipment(db, scope, equipmentId);
  return repo.listBoundDevices(db, equipmentId);
};

export const bindEquipmentDevice = async (
  db: DbOrTx,
  scope: Scope,
  body: { equipment_id: number; device_id: number; bind_type: number },
) => {
  const row = await requireEquipment(db, scope, body.equipment_id);
  await checkBinds(db, row.companyId, [body]);
  const [bound] = await db
    .insert(equipmentDevices)
    .values({ equipmentId: row.id, deviceId: body.device_id, bindType: body.bind_type })
    .onConflictDoNothing()
    .returning();
  if (!bound)
    throw new AppError(ErrorCodes.alreadyExists, {
      detail: facilityMessages.alreadyBound,
      data: { field: 'device_id' },
    });
  return repo.listBoundDevices(db, row.id);
};

/** Replaces the facility's bindings with the list, in one transaction: nothing half-written. */
export const replaceEquipmentDevices = async (
  db: DbOrTx,
  scope: Scope,
  body: { equipment_id: number; list: { device_id: number; bind_type: number }[] },
) => {
  const row = await requireEquipment(db, scope, body.equipment_id);
  const unique = [...new Map(body.list.map((bind) => [bind.device_id, bind])).values()];
  await checkBinds(db, row.companyId, unique);
  await db.transaction(async (tx) => {
    const keep = unique.map((bind) => bind.device_id);
    await tx
      .delete(equipmentDevices)
      .where(
        and(
          eq(equipmentDevices.equipmentId, row.id),
          keep.length ? notInArray(equipmentDevices.deviceId, keep) : undefined,
        ),
      );
    if (unique.length === 0) return;
    await tx
      .insert(equipmentDevices)
      .values(unique.map((bind) => ({ equipmentId: row.id, deviceId: bind.device_id, bindType: bind.bind_type })))
      .onConflictDoUpdate({
        target: [equipmentDevices.equipmentId, equipmentDevices.deviceId],
        set: { bindType: sql`excluded.bind_type` },
      });
  });
  return repo.listBoundDevices(db, row.id);
};
