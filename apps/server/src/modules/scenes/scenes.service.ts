import { ErrorCodes, sceneMessages, type SceneCreate, type SceneListQuery, type SceneUpdate } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { invalidChoice, isUniqueViolation, noData, requireEnumValue, requirePlacement } from '../equipment';
import * as repo from './scenes.repo';

type Values = Omit<SceneCreate, 'company_id'>;

const nameExists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: sceneMessages.sceneNameExists, data: { field: 'scene_name' } });

const checkValues = async (db: DbOrTx, companyId: number, values: Values) => {
  await requireEnumValue(db, {
    enumName: 'enum_scene_model_type',
    id: values.enum_scene_type,
    field: 'enum_scene_type',
  });
  await requirePlacement(db, { companyId, buildingId: values.building_id });
  return {
    sceneName: values.scene_name,
    sceneType: values.enum_scene_type,
    buildingId: values.building_id,
    graph: values.scene_graph,
    remark: values.remark,
  };
};

/** A scene the caller may see, or 9995 / 9993. */
const requireScene = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'scene', ids: id });
  const row = await repo.findSceneRow(db, id);
  if (!row) throw noData();
  return row;
};

export const listScenes = async (db: DbOrTx, caller: Caller, query: SceneListQuery) => {
  if (query.company_id) await requireAccess(db, caller, { kind: 'unit', ids: query.company_id });
  return repo.listScenes(db, caller.scope, query);
};

export const getScene = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireScene(db, caller, id);
  const item = await repo.findSceneItem(db, id);
  if (!item) throw noData();
  return item;
};

export const createScene = async (db: DbOrTx, caller: Caller, body: SceneCreate) => {
  await requireAccess(db, caller, { kind: 'unit', ids: body.company_id });
  const values = await checkValues(db, body.company_id, body);
  const id = await repo.insertScene(db, body.company_id, values);
  if (id === undefined) throw nameExists();
  return getScene(db, caller, id);
};

export const updateScene = async (db: DbOrTx, caller: Caller, body: SceneUpdate) => {
  const current = await requireScene(db, caller, body.scene_id);
  const values = await checkValues(db, current.companyId, body);
  try {
    await repo.updateSceneRow(db, current.id, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
  return getScene(db, caller, current.id);
};

/** Its device and equipment bindings go with it (foreign keys cascade). */
export const deleteScene = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireScene(db, caller, id);
  await repo.deleteSceneRow(db, id);
  return { scene_id: id };
};

/** Every id must exist (8996) and belong to the scene's unit (9993). */
const requireSameUnit = async (
  db: DbOrTx,
  options: { table: 'devices' | 'equipment'; ids: number[]; companyId: number; field: string },
) => {
  const owners = await repo.ownersOf(db, options.table, options.ids);
  for (const id of options.ids) {
    const owner = owners.get(id);
    if (owner === undefined) throw invalidChoice(options.field);
    if (owner !== options.companyId)
      throw new AppError(ErrorCodes.noPermission, { detail: { zh: options.field, en: options.field } });
  }
};

export const listSceneDevices = async (db: DbOrTx, caller: Caller, sceneId: number) => {
  await requireScene(db, caller, sceneId);
  return repo.listSceneDevices(db, sceneId);
};

export const listSceneEquipment = async (db: DbOrTx, caller: Caller, sceneId: number) => {
  await requireScene(db, caller, sceneId);
  return repo.listSceneEquipment(db, sceneId);
};

/** Sets the scene's devices to the list (at least one: 'please select at least one device'), in one transaction. */
export const bindSceneDevices = async (
  db: DbOrTx,
  caller: Caller,
  body: { scene_id: number; device_ids: number[] },
) => {
  const scene = await requireScene(db, caller, body.scene_id);
  const ids = [...new Set(body.device_ids)];
  if (ids.length === 0)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: sceneMessages.selectDevice,
      data: { field: 'device_ids' },
    });
  await requireSameUnit(db, { table: 'devices', ids, companyId: scene.companyId, field: 'device_ids' });
  await db.transaction((tx) => repo.replaceSceneDevices(tx, scene.id, ids));
  return repo.listSceneDevices(db, scene.id);
};

/** Sets the scene's equipment ('scene equipment requires an equipment selection' when none), in one transaction. */
export const bindSceneEquipment = async (
  db: DbOrTx,
  caller: Caller,
  body: { scene_id: number; equipment_ids: number[] },
) => {
  const scene = await requireScene(db, caller, body.scene_id);
  const ids = [...new Set(body.equipment_ids)];
  if (ids.length === 0)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: sceneMessages.selectEquipment,
      data: { field: 'equipment_ids' },
    });
  await requireSameUnit(db, { table: 'equipment', ids, companyId: scene.companyId, field: 'equipment_ids' });
  await db.transaction((tx) => repo.replaceSceneEquipment(tx, scene.id, ids));
  return repo.listSceneEquipment(db, scene.id);
};
