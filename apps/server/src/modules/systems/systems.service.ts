import {
  computeValidity,
  ErrorCodes,
  systemHasDevices,
  systemNameExists,
  type SystemCreate,
  type SystemItem,
  type SystemUpdate,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import type { AppDeps } from '../../core/context';
import type { Db } from '../../db/client';
import { presentComponent, componentWhere, listComponentPage } from '../devices';
import {
  countSystemDevices,
  deleteSystems,
  findSystem,
  insertSystem,
  listSystemNames,
  listSystems,
  updateSystem,
  type SystemWithCounts,
} from './systems.repo';

/** Today's date where the site is (GB_UTC_OFFSET_MINUTES), for the remaining validity. */
export const siteToday = (offsetMinutes: number, now = new Date()) =>
  new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

const present = ({ system, alarmerCount, dtuCount, componentCount }: SystemWithCounts, today: string): SystemItem => ({
  system_id: system.id,
  company_id: system.companyId,
  alias_system_name: system.name,
  enum_system_type: system.systemType,
  enum_system_status: system.systemStatus,
  transmission_equipment: system.transmissionEquipment,
  remark: system.remark,
  install_time: system.installTime,
  maint_time: system.maintTime,
  expiration_month: system.expirationMonth,
  system_img: system.systemImg,
  create_time: Math.floor(system.createdAt.getTime() / 1000),
  update_time: Math.floor(system.updatedAt.getTime() / 1000),
  alarmer_count: alarmerCount,
  dtu_count: dtuCount,
  component_count: componentCount,
  validity: computeValidity(system.maintTime, system.expirationMonth, today),
});

const nameExists = () => new AppError(ErrorCodes.alreadyExists, { detail: systemNameExists });

/** A system the caller may touch: 9995 when there is none, 9993 when it belongs to a unit outside the scope. */
const requireSystem = async (db: Db, caller: Caller, systemId: number) => {
  await requireAccess(db, caller, { kind: 'system', ids: systemId });
  const row = await findSystem(db, caller.scope, systemId);
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

/** What the reads that show a system's remaining validity need: the database and the site's day. */
type SystemDeps = Pick<AppDeps, 'db' | 'siteTime'>;

export const getSystem = async ({ db, siteTime }: SystemDeps, caller: Caller, systemId: number) =>
  present(await requireSystem(db, caller, systemId), siteToday(siteTime.utcOffsetMinutes));

export const listSystemPage = async (
  { db, siteTime }: SystemDeps,
  caller: Caller,
  query: Parameters<typeof listSystems>[2],
) => {
  await requireAccess(db, caller, { kind: 'unit', ids: query.company_id });
  const { rows, total } = await listSystems(db, caller.scope, query);
  const day = siteToday(siteTime.utcOffsetMinutes);
  return { list: rows.map((row) => present(row, day)), total };
};

export const listSystemOptions = async (db: Db, caller: Caller, companyId: number) => {
  await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  const rows = await listSystemNames(db, caller.scope, companyId);
  return rows.map((row) => ({ system_id: row.id, alias_system_name: row.name, enum_system_type: row.systemType }));
};

export const listComponents = async (
  db: Db,
  caller: Caller,
  query: { system_id: number; page_no: number; page_size: number },
) => {
  await requireSystem(db, caller, query.system_id);
  const { rows, total } = await listComponentPage(
    db,
    componentWhere(caller.scope, { system_id: query.system_id }),
    query,
  );
  return { list: rows.map(({ component, ...joined }) => presentComponent(component, joined)), total };
};

export const createSystem = async (deps: SystemDeps, caller: Caller, input: SystemCreate) => {
  const { db } = deps;
  await requireAccess(db, caller, { kind: 'unit', ids: input.company_id });
  try {
    const systemId = await insertSystem(db, {
      companyId: input.company_id,
      name: input.alias_system_name,
      systemType: input.enum_system_type,
      systemStatus: input.enum_system_status,
      transmissionEquipment: input.transmission_equipment ?? null,
      remark: input.remark ?? null,
      installTime: input.install_time ?? null,
      maintTime: input.maint_time ?? null,
      expirationMonth: input.expiration_month ?? null,
      systemImg: input.system_img ?? null,
    });
    return getSystem(deps, caller, systemId);
  } catch (error) {
    if (isUniqueViolation(error, 'fire_systems_company_name_uq')) throw nameExists();
    throw error;
  }
};

export const changeSystem = async (deps: SystemDeps, caller: Caller, input: SystemUpdate) => {
  const { db } = deps;
  await requireSystem(db, caller, input.system_id);
  const values = {
    name: input.alias_system_name,
    systemType: input.enum_system_type,
    systemStatus: input.enum_system_status,
    transmissionEquipment: input.transmission_equipment,
    remark: input.remark,
    installTime: input.install_time,
    maintTime: input.maint_time,
    expirationMonth: input.expiration_month,
    systemImg: input.system_img,
  };
  try {
    await updateSystem(
      db,
      input.system_id,
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'fire_systems_company_name_uq')) throw nameExists();
    throw error;
  }
  return getSystem(deps, caller, input.system_id);
};

/** Deletes free systems only; one with devices is refused (7992) with the list path to jump to. */
export const removeSystems = async (db: Db, caller: Caller, systemIds: number[]) => {
  const units = await requireAccess(db, caller, { kind: 'system', ids: systemIds });
  return db.transaction(async (tx) => {
    const counts = await countSystemDevices(tx, systemIds);
    const busy = counts.find((row) => row.value > 0);
    if (busy) {
      const companyId = busy.systemId === null ? undefined : units.get(busy.systemId);
      // With system_id in the query the all and transmission tabs are hidden: jump to the first tab that has its devices.
      const tab =
        busy.deviceClass === 'alarmer'
          ? 'device_alarm_list'
          : busy.deviceClass === 'component'
            ? 'component_list'
            : 'device_independent_list';
      throw new AppError(ErrorCodes.cannotDelete, {
        detail: systemHasDevices,
        data: {
          system_id: busy.systemId,
          path: `/company/device/${tab}?company_id=${companyId}&system_id=${busy.systemId}`,
        },
      });
    }
    await deleteSystems(tx, systemIds);
    return { system_ids: systemIds };
  });
};
