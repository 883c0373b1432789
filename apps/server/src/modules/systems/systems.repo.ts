import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { components, devices, fireSystems } from '../../db/schema';

export type SystemRow = typeof fireSystems.$inferSelect;

// Qualified by hand: inside a selection Drizzle may render a column unqualified, which the subquery would rebind.
const systemIdRef = sql.raw('"fire_systems"."id"');

/** Systems with their counts in one query: correlated counts on the system indexes of devices and components. */
const withCounts = {
  system: fireSystems,
  alarmerCount: sql<number>`(select count(*)::int from devices d where d.system_id = ${systemIdRef} and d.device_class = 'alarmer')`,
  // A system's DTUs: linked directly, or carrying one of its controllers.
  dtuCount: sql<number>`(select count(*)::int from devices d where d.device_class = 'dtu' and (d.system_id = ${systemIdRef} or d.id in (select a.dtu_id from devices a where a.system_id = ${systemIdRef} and a.device_class = 'alarmer')))`,
  componentCount: sql<number>`(select count(*)::int from components c where c.system_id = ${systemIdRef})`,
};
export type SystemWithCounts = { system: SystemRow; alarmerCount: number; dtuCount: number; componentCount: number };

export const findSystem = async (db: DbOrTx, scope: Scope, systemId: number) => {
  const [row] = await db
    .select(withCounts)
    .from(fireSystems)
    .where(and(eq(fireSystems.id, systemId), inScope(scope, fireSystems.companyId)));
  return row;
};

export const listSystems = async (
  db: DbOrTx,
  scope: Scope,
  query: { company_id: number; page_no: number; page_size: number; enum_system_type?: number; name?: string },
) => {
  const where = and(
    inScope(scope, fireSystems.companyId),
    eq(fireSystems.companyId, query.company_id),
    query.enum_system_type === undefined ? undefined : eq(fireSystems.systemType, query.enum_system_type),
    query.name ? ilike(fireSystems.name, containsPattern(query.name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(fireSystems)
      .where(where)
      .orderBy(asc(fireSystems.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(fireSystems).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const listSystemNames = async (db: DbOrTx, scope: Scope, companyId: number) =>
  db
    .select({ id: fireSystems.id, name: fireSystems.name, systemType: fireSystems.systemType })
    .from(fireSystems)
    .where(and(inScope(scope, fireSystems.companyId), eq(fireSystems.companyId, companyId)))
    .orderBy(asc(fireSystems.id));

export const insertSystem = async (db: DbOrTx, values: typeof fireSystems.$inferInsert) => {
  const [row] = await db.insert(fireSystems).values(values).returning({ id: fireSystems.id });
  return row!.id;
};

export const updateSystem = async (db: DbOrTx, systemId: number, values: Partial<typeof fireSystems.$inferInsert>) => {
  await db
    .update(fireSystems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fireSystems.id, systemId));
};

/** How many devices and components hang on each of these systems (0 rows for a free system). */
export const countSystemDevices = async (db: DbOrTx, systemIds: number[]) => {
  const [deviceRows, componentRows] = await Promise.all([
    db
      .select({ systemId: devices.systemId, deviceClass: devices.deviceClass, value: count() })
      .from(devices)
      .where(inArray(devices.systemId, systemIds))
      .groupBy(devices.systemId, devices.deviceClass),
    db
      .select({ systemId: components.systemId, value: count() })
      .from(components)
      .where(inArray(components.systemId, systemIds))
      .groupBy(components.systemId),
  ]);
  return [...deviceRows, ...componentRows.map((row) => ({ ...row, deviceClass: 'component' }))];
};

export const deleteSystems = async (db: DbOrTx, systemIds: number[]) => {
  await db.delete(fireSystems).where(inArray(fireSystems.id, systemIds));
};
