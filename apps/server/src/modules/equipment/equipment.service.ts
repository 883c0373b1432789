import {
  equipmentMessages,
  ErrorCodes,
  type EquipmentAttrDef,
  type EquipmentCreate,
  type EquipmentListQuery,
  type EquipmentUpdate,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import * as repo from './equipment.repo';
import { requireEnumValue } from './code-tables';
import { invalidChoice, isUniqueViolation, noData, requirePlacement } from './record-checks';

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
      if (def.required) throw fieldError(ErrorCodes.paramRequired, field, equipmentMessages.fieldRequired);
      continue;
    }
    if (def.value_type === 'number') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) throw fieldError(ErrorCodes.paramType, field, equipmentMessages.mustBeNumber);
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

/** Everything equipment's values must satisfy within its unit; returns the row's columns. */
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
    detail: equipmentMessages.numberExists,
    data: { field: 'equipment_number' },
  });

/** Equipment the caller may see, or 9995 / 9993. */
export const requireEquipment = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'equipment', ids: id });
  const row = await repo.findEquipmentRow(db, id);
  if (!row) throw noData();
  return row;
};

export const listEquipment = async (db: DbOrTx, caller: Caller, query: EquipmentListQuery) => {
  if (query.company_id) await requireAccess(db, caller, { kind: 'unit', ids: query.company_id });
  return repo.listEquipment(db, caller.scope, query);
};

export const getEquipment = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireEquipment(db, caller, id);
  const item = await repo.findEquipmentItem(db, id);
  if (!item) throw noData();
  return item;
};

export const createEquipment = async (db: DbOrTx, caller: Caller, body: EquipmentCreate) => {
  await requireAccess(db, caller, { kind: 'unit', ids: body.company_id });
  const values = await checkValues(db, body.company_id, body);
  const id = await repo.insertEquipment(db, body.company_id, values);
  if (id === undefined) throw numberExists();
  return getEquipment(db, caller, id);
};

export const updateEquipment = async (db: DbOrTx, caller: Caller, body: EquipmentUpdate) => {
  const current = await requireEquipment(db, caller, body.equipment_id);
  const values = await checkValues(db, current.companyId, body);
  try {
    await repo.updateEquipmentRow(db, current.id, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw numberExists();
    throw error;
  }
  return getEquipment(db, caller, current.id);
};

/** Deleting equipment drops its device and scene bindings with it (foreign keys cascade, one statement). */
export const deleteEquipment = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireEquipment(db, caller, id);
  await repo.deleteEquipmentRow(db, id);
  return { equipment_id: id };
};

export const listEquipmentAttrs = async (db: DbOrTx, type: number) => {
  await requireEnumValue(db, { enumName: 'enum_equipment_type', id: type, field: 'type' });
  return (await repo.listAttrDefs(db, type)).map(presentDef);
};
