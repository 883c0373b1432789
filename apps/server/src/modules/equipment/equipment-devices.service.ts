import { equipmentMessages, ErrorCodes } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { requireEnumValue } from './code-tables';
import { deviceUnits, insertBinding, listBoundDevices, replaceBindings, type Bind } from './equipment-devices.repo';
import { requireEquipment } from './equipment.service';
import { invalidChoice } from './record-checks';

/** Devices to bind must be the equipment's unit's; bind types from enum_equipment_bind_device_type. */
const checkBinds = async (db: DbOrTx, companyId: number, binds: Bind[]) => {
  const units = await deviceUnits(
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

export const listEquipmentDevices = async (db: DbOrTx, caller: Caller, equipmentId: number) => {
  await requireEquipment(db, caller, equipmentId);
  return listBoundDevices(db, equipmentId);
};

export const bindEquipmentDevice = async (db: DbOrTx, caller: Caller, body: Bind & { equipment_id: number }) => {
  const row = await requireEquipment(db, caller, body.equipment_id);
  await checkBinds(db, row.companyId, [body]);
  if (!(await insertBinding(db, row.id, body)))
    throw new AppError(ErrorCodes.alreadyExists, {
      detail: equipmentMessages.alreadyBound,
      data: { field: 'device_id' },
    });
  return listBoundDevices(db, row.id);
};

/** Replaces the equipment's bindings with the list, in one transaction: nothing half-written. */
export const replaceEquipmentDevices = async (
  db: DbOrTx,
  caller: Caller,
  body: { equipment_id: number; list: Bind[] },
) => {
  const row = await requireEquipment(db, caller, body.equipment_id);
  const unique = [...new Map(body.list.map((bind) => [bind.device_id, bind])).values()];
  await checkBinds(db, row.companyId, unique);
  await db.transaction((tx) => replaceBindings(tx, row.id, unique));
  return listBoundDevices(db, row.id);
};
