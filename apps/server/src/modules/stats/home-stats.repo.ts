import { PERSONNEL_ONLINE_MINUTES, unitOwnKinds, type UnitState } from '@fireline/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { inReach, inScope, type Reach, type Scope } from '../../core/scope';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  components,
  devices,
  eventDayCounts,
  eventDayDeltas,
  fireSystems,
  loginLogs,
  organisations,
  sessions,
  users,
} from '../../db/schema';

/**
 * The home pages' own counts (docs/statistics.md "Home pages"): system health, unit activity and a unit's overview read
 * the stored current states (devices.state / is_online, components.state), never the events; "events today" reads the
 * roll-up. Every query starts from the few rows in a bad state (fault, offline, alarm: index probes) rather than from
 * every component of the scope.
 */

/** Fire systems with a device or component in fault or offline now (a component is offline with its device). */
const unhealthySystemIds = (scope: Scope): SQL => sql`
  select ${devices.systemId} from ${devices}
    where ${inScope(scope, devices.companyId)} and ${devices.systemId} is not null
      and (${devices.state} = 'fault' or not ${devices.isOnline})
  union
  select ${components.systemId} from ${components}
    where ${inScope(scope, components.companyId)} and ${components.systemId} is not null and ${components.state} = 'fault'
  union
  select ${components.systemId} from ${components} join ${devices} on ${devices.id} = ${components.deviceId}
    where ${inScope(scope, components.companyId)} and ${components.systemId} is not null and not ${devices.isOnline}`;

/** Fire systems of the scope with at least one device or component connected. */
const equippedSystemIds = (scope: Scope): SQL => sql`
  select ${devices.systemId} from ${devices}
    where ${inScope(scope, devices.companyId)} and ${devices.systemId} is not null
  union
  select ${components.systemId} from ${components}
    where ${inScope(scope, components.companyId)} and ${components.systemId} is not null`;

/** Systems of the scope per system type: in all, healthy, and with nothing connected (neither healthy nor not). */
export const countSystemHealth = async (db: DbOrTx, scope: Scope) => {
  const rows = await queryRows<Record<'key' | 'total' | 'healthy' | 'no_devices', number | string>>(
    db,
    sql`with bad as (${unhealthySystemIds(scope)}), equipped as (${equippedSystemIds(scope)})
      select ${fireSystems.systemType}::text as key, count(*) as total,
        count(*) filter (where ${fireSystems.id} in (select system_id from equipped)
          and ${fireSystems.id} not in (select system_id from bad)) as healthy,
        count(*) filter (where ${fireSystems.id} not in (select system_id from equipped)) as no_devices
      from ${fireSystems} where ${inScope(scope, fireSystems.companyId)} group by 1`,
  );
  return rows.map((row) => ({
    key: String(row.key),
    total: Number(row.total),
    healthy: Number(row.healthy),
    no_devices: Number(row.no_devices),
  }));
};

/** Whether any device or component of the unit in `unit` (an SQL id) is in `state` now. */
const anyInState = (unit: SQL, state: 'alarm' | 'fault') =>
  sql`(exists (select 1 from ${devices} where ${devices.companyId} = ${unit} and ${devices.state} = ${state})
    or exists (select 1 from ${components} where ${components.state} = ${state} and ${components.companyId} = ${unit}))`;

/** Units with a non-zero count of unshielded events on the site day (folded rows and pending deltas together). */
const unitsWithEventsOn = (scope: Scope, day: string) => sql`
  select company_id from (
    select ${eventDayCounts.companyId} as company_id, ${eventDayCounts.events} as events from ${eventDayCounts}
      where ${eventDayCounts.siteDay} = ${day} and not ${eventDayCounts.isShielded} and ${inScope(scope, eventDayCounts.companyId)}
    union all
    select ${eventDayDeltas.companyId}, ${eventDayDeltas.events} from ${eventDayDeltas}
      where ${eventDayDeltas.siteDay} = ${day} and not ${eventDayDeltas.isShielded} and ${inScope(scope, eventDayDeltas.companyId)}
  ) r group by company_id having sum(events) <> 0`;

/** The scope's networked units: in all, online, in fire alarm, in fault, with events on `today`. */
export const countUnitActivity = async (db: DbOrTx, scope: Scope, today: string) => {
  const unit = sql`${organisations.id}`;
  const [row] = await queryRows<Record<'total' | 'online' | 'alarm' | 'fault' | 'events_today', number | string>>(
    db,
    sql`select count(*) as total,
        count(*) filter (where exists (select 1 from ${devices} where ${devices.companyId} = ${unit} and ${devices.isOnline})) as online,
        count(*) filter (where ${anyInState(unit, 'alarm')}) as alarm,
        count(*) filter (where ${anyInState(unit, 'fault')}) as fault,
        count(*) filter (where ${unit} in (${unitsWithEventsOn(scope, today)})) as events_today
      from ${organisations}
      where ${and(inScope(scope, organisations.id), inArray(organisations.kind, [...unitOwnKinds]))}`,
  );
  const value = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? 0);
  return {
    total: value('total'),
    online: value('online'),
    alarm: value('alarm'),
    fault: value('fault'),
    eventsToday: value('events_today'),
  };
};

/** Whose accounts the personnel card counts: what the caller reaches, or one unit's own people. */
export type PeopleOf = { reach: Reach } | { unitId: number };

/**
 * Accounts in all, not disabled, logged in since `since` (a successful login), with a live session seen lately. Written
 * out with an alias: the correlated subqueries must name the outer user's id, not their own table's.
 */
export const countPersonnel = async (db: DbOrTx, people: PeopleOf, since: Date) => {
  const owner = 'unitId' in people ? eq(users.orgId, people.unitId) : inReach(people.reach, users.orgId);
  const [row] = await queryRows<Record<'total' | 'active' | 'logged_in_today' | 'online', number | string>>(
    db,
    sql`select count(*) as total,
        count(*) filter (where u.is_active) as active,
        count(*) filter (where exists (select 1 from ${loginLogs} l where l.user_id = u.id and l.created_at >= ${since}
          and l.operation = 'login' and l.status = 'success')) as logged_in_today,
        count(*) filter (where u.is_active and exists (select 1 from ${sessions} s where s.user_id = u.id
          and s.ended_at is null and s.last_seen_at >= now() - make_interval(mins => ${PERSONNEL_ONLINE_MINUTES}::int))) as online
      from (select ${users.id} as id, ${users.isActive} as is_active from ${users} where ${owner}) u`,
  );
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    loggedInToday: Number(row?.logged_in_today ?? 0),
    online: Number(row?.online ?? 0),
  };
};

/** A unit's archive row for its home: name, region, address, coordinates. */
export const selectUnitPlace = async (db: DbOrTx, unitId: number) => {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      regionCode: organisations.regionCode,
      address: organisations.address,
      lng: organisations.longitude,
      lat: organisations.latitude,
    })
    .from(organisations)
    .where(eq(organisations.id, unitId));
  return row;
};

/** The unit's state rolled up, worst first: fire, fault, a device offline, normal. */
export const selectUnitState = async (db: DbOrTx, unitId: number): Promise<UnitState> => {
  const unit = sql`${unitId}::int`;
  const [row] = await queryRows<{ state: UnitState }>(
    db,
    sql`select case when ${anyInState(unit, 'alarm')} then 'fire'
        when ${anyInState(unit, 'fault')} then 'fault'
        when exists (select 1 from ${devices} where ${devices.companyId} = ${unit} and not ${devices.isOnline}) then 'offline'
        else 'normal' end as state`,
  );
  return row?.state ?? 'normal';
};

/** A unit's fire systems with their devices and components, and how many of those are in fault or offline now. */
export const selectUnitSystems = async (db: DbOrTx, unitId: number) => {
  const rows = await queryRows<{
    id: number;
    name: string;
    system_type: number;
    system_status: number;
    devices: number | string;
    components: number | string;
    fault: number | string;
    offline: number | string;
  }>(
    db,
    sql`select s.id, s.name, s.system_type, s.system_status,
        (select count(*) from ${devices} d where d.system_id = s.id) as devices,
        (select count(*) from ${components} c where c.system_id = s.id) as components,
        (select count(*) from ${devices} d where d.system_id = s.id and d.state = 'fault')
          + (select count(*) from ${components} c where c.system_id = s.id and c.state = 'fault') as fault,
        (select count(*) from ${devices} d where d.system_id = s.id and not d.is_online)
          + (select count(*) from ${components} c join ${devices} d on d.id = c.device_id
              where c.system_id = s.id and not d.is_online) as offline
      from ${fireSystems} s where s.company_id = ${unitId} order by s.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    systemType: Number(row.system_type),
    systemStatus: Number(row.system_status),
    devices: Number(row.devices),
    components: Number(row.components),
    fault: Number(row.fault),
    offline: Number(row.offline),
  }));
};
