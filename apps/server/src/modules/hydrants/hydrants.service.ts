import {
  ErrorCodes,
  hydrantMessages,
  type HydrantAlarmListQuery,
  type HydrantCreate,
  type HydrantListQuery,
  type HydrantMapQuery,
  type HydrantUpdate,
  type Lang,
} from '@fireline/shared';
import { reachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { invalidChoice, noData, requireEnumValue, violatedUniqueIndex } from '../equipment';
import * as monitoring from './hydrant-monitoring.repo';
import * as repo from './hydrants.repo';

type Values = Omit<HydrantCreate, 'company_id'>;

/**
 * An owner whose hydrants the caller reaches: their own organisation or a unit of their scope (9995 unknown, 9993
 * otherwise). That is the `org` kind's write rule, and reading follows it too: a centre reads the maintenance company
 * serving its units, not that company's hydrants. docs/archives.md.
 */
export const requireHydrantOwner = (db: DbOrTx, caller: Caller, ownerId: number, field?: string) =>
  requireAccess(db, caller, { kind: 'org', ids: ownerId, mode: 'write', field });

/** A hydrant the caller may see, or 9995 / 9993. */
const requireHydrant = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'hydrant', ids: id });
  const row = await repo.findHydrantRow(db, id);
  if (!row) throw noData();
  return row;
};

/** Code tables and the monitoring device; the device must be of an owner whose hydrants the caller reaches. */
const checkValues = async (db: DbOrTx, caller: Caller, values: Values) => {
  await requireEnumValue(db, {
    enumName: 'enum_waterhead_apply',
    id: values.waterhead_apply,
    field: 'waterhead_apply',
  });
  await requireEnumValue(db, { enumName: 'enum_waterline_form', id: values.waterline_form, field: 'waterline_form' });
  await requireEnumValue(db, { enumName: 'enum_placing_form', id: values.placing_form, field: 'placing_form' });
  if (values.device_id !== null) {
    const deviceCompanyId = await repo.findDeviceCompany(db, values.device_id);
    if (deviceCompanyId === undefined) throw invalidChoice('device_id');
    await requireHydrantOwner(db, caller, deviceCompanyId, 'device_id');
  }
  if (values.address_id === null && (!values.region_code || !values.address)) {
    throw new AppError(ErrorCodes.paramRequired, {
      detail: hydrantMessages.addressRequired,
      data: { field: 'address' },
    });
  }
};

/** The owner's address entry: the chosen one (must be the owner's), or region + text found or added to its list. */
const resolveAddress = async (tx: DbOrTx, ownerId: number, values: Values) => {
  if (values.address_id !== null) {
    if ((await repo.findAddressOwner(tx, values.address_id)) !== ownerId) throw invalidChoice('address_id');
    return values.address_id;
  }
  return repo.ensureAddress(tx, {
    companyId: ownerId,
    regionCode: values.region_code ?? '',
    address: values.address ?? '',
  });
};

const columns = (values: Values, addressId: number): repo.HydrantValues => ({
  equipmentNumber: values.equipment_number,
  addressId,
  longitude: values.longitude,
  latitude: values.latitude,
  positionDesc: values.position_desc,
  graph: values.equipment_graph,
  remarks: values.remarks,
  pipeDiameter: values.out_hydrant_pipe_diameter,
  waterheadApply: values.waterhead_apply,
  waterlineForm: values.waterline_form,
  placingForm: values.placing_form,
  alarmHost: values.alarm_host,
  type: values.type,
  lowerLimit: values.lower_limit,
  deviceId: values.device_id,
});

/** Unique violations in the language of the form: the number, or the device already watching another hydrant. */
const mapUniqueViolation = (error: unknown) => {
  const index = violatedUniqueIndex(error);
  if (index === undefined) return error;
  if (index === 'hydrants_device_uq')
    return new AppError(ErrorCodes.alreadyExists, {
      detail: hydrantMessages.deviceBound,
      data: { field: 'device_id' },
    });
  return new AppError(ErrorCodes.alreadyExists, {
    detail: hydrantMessages.numberExists,
    data: { field: 'equipment_number' },
  });
};

export const listHydrants = async (db: DbOrTx, caller: Caller, query: HydrantListQuery, lang: Lang) => {
  if (query.company_id) await requireHydrantOwner(db, caller, query.company_id);
  return repo.listHydrants(db, reachOf(caller), query, lang);
};

export const getHydrant = async (db: DbOrTx, caller: Caller, id: number, lang: Lang) => {
  await requireHydrant(db, caller, id);
  const item = await repo.findHydrantItem(db, id, lang);
  if (!item) throw noData();
  return item;
};

/** Owned by the caller's organisation unless another visible one is named (a centre filing a unit's hydrant). */
export const createHydrant = async (db: DbOrTx, caller: Caller, body: HydrantCreate, lang: Lang) => {
  const ownerId = body.company_id ?? caller.session.orgId;
  await requireHydrantOwner(db, caller, ownerId);
  await checkValues(db, caller, body);
  try {
    const id = await db.transaction(async (tx) => {
      const addressId = await resolveAddress(tx, ownerId, body);
      return repo.insertHydrant(tx, ownerId, columns(body, addressId));
    });
    return await getHydrant(db, caller, id, lang);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
};

export const updateHydrant = async (db: DbOrTx, caller: Caller, body: HydrantUpdate, lang: Lang) => {
  const current = await requireHydrant(db, caller, body.equipment_id);
  await checkValues(db, caller, body);
  try {
    await db.transaction(async (tx) => {
      const addressId = await resolveAddress(tx, current.companyId, body);
      await repo.updateHydrantRow(tx, current.id, columns(body, addressId));
    });
  } catch (error) {
    throw mapUniqueViolation(error);
  }
  return getHydrant(db, caller, current.id, lang);
};

/** Its alarms stay in the events table: the history of what the device reported is not the archive's to erase. */
export const deleteHydrant = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireHydrant(db, caller, id);
  await repo.deleteHydrantRow(db, id);
  return { equipment_id: id };
};

export const listHydrantPoints = async (db: DbOrTx, caller: Caller, query: HydrantMapQuery, lang: Lang) => {
  if (query.company_id) await requireHydrantOwner(db, caller, query.company_id);
  return monitoring.listHydrantPoints(db, reachOf(caller), query, lang);
};

/** present_firecock: today is the server's calendar day (the site's time zone, see README). */
export const getHydrantOverview = async (db: DbOrTx, caller: Caller, companyId?: number) => {
  if (companyId) await requireHydrantOwner(db, caller, companyId);
  const since = new Date();
  since.setHours(0, 0, 0, 0);
  return monitoring.hydrantOverview(db, reachOf(caller), { companyId, since });
};

export const listHydrantAlarms = async (db: DbOrTx, caller: Caller, query: HydrantAlarmListQuery, lang: Lang) => {
  if (query.equipment_id) await requireHydrant(db, caller, query.equipment_id);
  return monitoring.listHydrantAlarms(db, reachOf(caller), query, lang);
};
