import { ErrorCodes, type DeviceDot, type DeviceDotBody, type DeviceMapBody, type FloorPlan } from '@fireline/shared';
import { requireAccess, requireAccessTo, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { presentFile } from '../files';
import {
  deleteDot,
  deleteDotsOf,
  deletePlanWithDots,
  findDot,
  findDotThing,
  findFileKind,
  findPlan,
  selectDots,
  upsertDot,
  upsertPlan,
  type FloorPlanRow,
} from './device-map.repo';
import { requireFloor } from './floors.service';

export const deviceMapMessages = {
  noPlan: { zh: '该楼层没有平面图，无法关联', en: 'no floor plan on this floor so cannot associate' },
  fileRequired: { zh: 'file_id 不能为空', en: 'file_id is required' },
  notImage: { zh: 'file_id 不是已上传的图片', en: 'file_id is not an uploaded image' },
  otherFloor: { zh: '该设备属于其他楼层', en: 'the device belongs to another floor' },
};

const planImageKinds = ['image', 'image_single'];

const presentPlan = (row: FloorPlanRow | undefined): FloorPlan | null =>
  row
    ? {
        floor_id: row.floorId,
        ...presentFile(row.fileId),
        description: row.description,
        update_time: Math.floor(row.updatedAt.getTime() / 1000),
      }
    : null;

export const getDeviceMap = async (db: DbOrTx, caller: Caller, floorId: number) => {
  const floor = await requireFloor(db, caller, floorId);
  return presentPlan(await findPlan(db, floor.id));
};

/**
 * upload / replace: set the plan image (dots stay where they are, as fractions of the picture);
 * reset: remove every dot of the floor; delete: remove the plan and its dots.
 */
export const changeDeviceMap = async (db: Db, caller: Caller, body: DeviceMapBody) => {
  const floor = await requireFloor(db, caller, body.floor_id);
  if (body.action === 'reset') {
    await deleteDotsOf(db, floor.id);
    return getDeviceMap(db, caller, floor.id);
  }
  if (body.action === 'delete') {
    await db.transaction((tx) => deletePlanWithDots(tx, floor.id));
    return null;
  }
  if (!body.file_id)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: deviceMapMessages.fileRequired,
      data: { field: 'file_id' },
    });
  const file = await findFileKind(db, body.file_id);
  if (!file || !planImageKinds.includes(file.kind))
    throw new AppError(ErrorCodes.paramValue, { detail: deviceMapMessages.notImage, data: { field: 'file_id' } });
  const values = {
    fileId: file.id,
    updatedAt: new Date(),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
  return presentPlan(await upsertPlan(db, { floorId: floor.id, companyId: floor.companyId }, values));
};

export const listDots = async (db: DbOrTx, caller: Caller, floorId: number) => {
  const floor = await requireFloor(db, caller, floorId);
  const rows = await selectDots(db, floor.id);
  return rows.map((row): DeviceDot => ({
    dot_id: row.dot.id,
    floor_id: row.dot.floorId,
    device_id: row.dot.deviceId,
    component_id: row.dot.componentId,
    name: row.deviceName ?? row.componentName,
    state: row.deviceState ?? row.componentState,
    x: row.dot.x,
    y: row.dot.y,
  }));
};

/** Places (or moves) a device or component of the floor's unit on the floor's plan; a plan must exist. */
export const placeDot = async (db: Db, caller: Caller, body: DeviceDotBody) => {
  const floor = await requireFloor(db, caller, body.floor_id);
  const target =
    body.device_id !== undefined
      ? { kind: 'device' as const, id: body.device_id }
      : { kind: 'component' as const, id: body.component_id! };
  await requireAccessTo(db, caller, target);
  const thing = await findDotThing(db, target.kind === 'device' ? { deviceId: target.id } : { componentId: target.id });
  if (!thing) throw new AppError(ErrorCodes.noData);
  if (thing.companyId !== floor.companyId) throw new AppError(ErrorCodes.noPermission);
  if (thing.floorId !== null && thing.floorId !== floor.id)
    throw new AppError(ErrorCodes.checkFailed, { detail: deviceMapMessages.otherFloor });
  if (!(await findPlan(db, floor.id))) throw new AppError(ErrorCodes.checkFailed, { detail: deviceMapMessages.noPlan });
  const position = { floorId: floor.id, x: body.x, y: body.y, updatedAt: new Date() };
  const values = {
    companyId: floor.companyId,
    deviceId: body.device_id ?? null,
    componentId: body.component_id ?? null,
    ...position,
  };
  const row = await upsertDot(db, values, position);
  return {
    dot_id: row.id,
    floor_id: row.floorId,
    device_id: row.deviceId,
    component_id: row.componentId,
    x: row.x,
    y: row.y,
  };
};

/** Takes a dot off the plan (the device itself stays). */
export const removeDot = async (db: Db, caller: Caller, dotId: number) => {
  await requireAccess(db, caller, { kind: 'device_dot', ids: dotId });
  const dot = await findDot(db, dotId);
  if (!dot) throw new AppError(ErrorCodes.noData);
  await deleteDot(db, dot.id);
  return { dot_id: dot.id };
};
