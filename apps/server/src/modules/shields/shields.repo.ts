import { and, desc, eq, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { shields } from '../../db/schema';

export type ActiveShieldFilter = {
  companyId?: number;
  thingType?: 'device' | 'component';
  page_no: number;
  page_size: number;
};

/**
 * What an operator needs to recognise a shield in force: the shielded thing's name, the device it belongs to, its unit,
 * where it is (building, floor, location) and who set the shield. One row per shield; the subqueries run on the page only.
 */
const details = {
  thingName: sql<string>`case when ${shields.thingType} = 'device' then (select name from devices where id = ${shields.thingId})
    else (select coalesce(nullif(name, ''), location, '') from components where id = ${shields.thingId}) end`,
  deviceId: sql<number | null>`case when ${shields.thingType} = 'device' then ${shields.thingId}
    else (select device_id from components where id = ${shields.thingId}) end`,
  deviceName: sql<
    string | null
  >`case when ${shields.thingType} = 'device' then (select name from devices where id = ${shields.thingId})
    else (select d.name from components c join devices d on d.id = c.device_id where c.id = ${shields.thingId}) end`,
  companyName: sql<string | null>`(select name from organisations where id = ${shields.companyId})`,
  buildingName: sql<
    string | null
  >`(select b.name from buildings b where b.id = case when ${shields.thingType} = 'device'
    then (select building_id from devices where id = ${shields.thingId}) else (select building_id from components where id = ${shields.thingId}) end)`,
  floorName: sql<string | null>`(select f.name from floors f where f.id = case when ${shields.thingType} = 'device'
    then (select floor_id from devices where id = ${shields.thingId}) else (select floor_id from components where id = ${shields.thingId}) end)`,
  location: sql<
    string | null
  >`case when ${shields.thingType} = 'device' then (select install_address from devices where id = ${shields.thingId})
    else (select location from components where id = ${shields.thingId}) end`,
  createrName: sql<
    string | null
  >`(select coalesce(nullif(real_name, ''), username) from users where id = ${shields.createrId})`,
};

/** Shields in force (status -1, end not passed) in the caller's units, newest first, with their details. */
export const selectActiveShields = async (db: DbOrTx, scope: Scope, filter: ActiveShieldFilter) => {
  const where = and(
    inScope(scope, shields.companyId),
    eq(shields.status, -1),
    sql`${shields.scheduleEnd} > now()`,
    filter.companyId ? eq(shields.companyId, filter.companyId) : undefined,
    filter.thingType ? eq(shields.thingType, filter.thingType) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ shield: shields, ...details })
      .from(shields)
      .where(where)
      .orderBy(desc(shields.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.$count(shields, where),
  ]);
  return { rows, total };
};
