import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client';
import { benchAddress } from './ingest-traffic';

/**
 * The database's floor for the writer's traffic: the rows a batch of 250 alarms and 250 recoveries writes (receipts,
 * the locking component lookup, events with their open rows, restores, component states, push rows, device liveness),
 * made by set-based SQL on the server from generate_series, with no application between the statements. Whatever the
 * writer gains, it cannot commit more status changes per second than this on the same machine and schema
 * (docs/performance.md, session 9). `connections` > 1 runs that many lanes on separate devices, as the writer's lanes do.
 */
const LANE_COMPONENTS = 4000;
const WINDOW = 250;
const WINDOWS = LANE_COMPONENTS / WINDOW;
const FIRST_ADDRESS = 700_001;

/** Components of its own (addresses the traffic never uses) on the bench devices, numbered k = 0 … 7 999, half per lane. */
const prepare = async (database: Database, devices: number) => {
  const perDevice = Math.ceil((2 * LANE_COMPONENTS) / devices);
  const addresses = Array.from({ length: devices }, (_, index) => benchAddress(index));
  await database.db.execute(sql`drop table if exists bench_floor_components`);
  await database.db.execute(
    sql`insert into components (company_id, device_id, system_type, system_address, component_type, component_address, name, location)
        select d.company_id, d.id, 1, 9, 40, ${FIRST_ADDRESS} + g, g || '号 烟感', '3F 东侧走廊 ' || g
        from devices d cross join generate_series(0, ${perDevice - 1}::int) g
        where d.gb_address in (${sql.join(
          addresses.map((address) => sql`${address}`),
          sql`, `,
        )})
        on conflict do nothing`,
  );
  await database.db.execute(
    sql`create table bench_floor_components as
        select (row_number() over (order by c.device_id, c.id) - 1)::int as k, c.id as component_id, c.device_id, c.company_id
        from components c where c.system_address = 9 and c.component_address >= ${FIRST_ADDRESS}
          and c.device_id in (select id from devices where gb_address in (${sql.join(
            addresses.map((address) => sql`${address}`),
            sql`, `,
          )}))`,
  );
  await database.db.execute(sql`delete from bench_floor_components where k >= ${2 * LANE_COMPONENTS}`);
  await database.db.execute(sql`alter table bench_floor_components add primary key (k)`);
  // A run before this one left its lanes' last windows open.
  await database.db.execute(
    sql`delete from open_events where component_id in (select component_id from bench_floor_components)`,
  );
  await database.db.execute(sql`analyze bench_floor_components`);
};

const batch = (database: Database, lane: number, k: number) => {
  const opened = lane * LANE_COMPONENTS + (k % WINDOWS) * WINDOW;
  const restored = lane * LANE_COMPONENTS + ((k + WINDOWS - 1) % WINDOWS) * WINDOW;
  const tag = `floor-${lane}-${k}-${Date.now()}`;
  const inWindows = sql`(b.k between ${opened} and ${opened + WINDOW - 1} or b.k between ${restored} and ${restored + WINDOW - 1})`;
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ingest_receipts (uuid) select ${tag} || '-' || g from generate_series(1, ${2 * WINDOW}::int) g on conflict do nothing`,
    );
    await tx.execute(
      sql`select c.id from components c join bench_floor_components b on b.component_id = c.id where ${inWindows} order by c.id for update of c`,
    );
    await tx.execute(
      sql`with opened as (
            insert into events (uuid, source, company_id, device_id, component_id, status_category, alarm_status, alarm_type, system_type,
                                device_code, device_name, device_type, location, install_address, accept_time, assignee_id)
            select ${tag} || '-e' || b.k, 'gb26875', b.company_id, b.device_id, b.component_id, 'fire', 'alarm', 'fire_alarm', 1,
                   'BENCH', b.k || '号 烟感', '用户信息传输装置', '3F 东侧走廊 ' || b.k, '北京市海淀区中关村大街 1 号', now(), null
            from bench_floor_components b where b.k between ${opened} and ${opened + WINDOW - 1}
            returning id, device_id, component_id, alarm_type)
          insert into open_events (event_id, device_id, component_id, alarm_type) select id, device_id, component_id, alarm_type from opened`,
    );
    await tx.execute(
      sql`with targets as (
            select o.event_id from bench_floor_components b
            join open_events o on o.device_id = b.device_id and o.component_id = b.component_id and o.alarm_type = 'fire_alarm'
            where b.k between ${restored} and ${restored + WINDOW - 1}),
          gone as (delete from open_events o using targets t where o.event_id = t.event_id)
          update events e set restore_time = now() from targets t where e.id = t.event_id`,
    );
    await tx.execute(
      sql`update components c
          set active_flags = case when b.k >= ${opened} and b.k < ${opened + WINDOW} then 3 else 1 end,
              state = case when b.k >= ${opened} and b.k < ${opened + WINDOW} then 'alarm' else 'normal' end, state_changed_at = now()
          from bench_floor_components b where c.id = b.component_id and ${inWindows}`,
    );
    await tx.execute(
      sql`insert into realtime_messages (user_ids, payload)
          select array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], jsonb_build_object('msg_type', 'event', 'msg_body', jsonb_build_object(
            'uuid', ${tag} || '-e' || g, 'product_name', g || '号 烟感', 'company_name', '华鼎国际大厦', 'building_name', 'A座',
            'floor_name', '3层', 'location', '3F 东侧走廊', 'status_category', 'fire', 'alarm_status', 'alarm', 'alarm_type', 'fire_alarm',
            'device_code', 'BENCH', 'accept_time', now(), 'receive_time', now(), 'device_type', '用户信息传输装置',
            'install_address', '北京市海淀区中关村大街 1 号'))
          from generate_series(1, ${WINDOW}::int) g`,
    );
    await tx.execute(
      sql`update devices set state = 'alarm', last_seen_at = now(), is_online = true
          where id in (select distinct device_id from bench_floor_components b where ${inWindows})`,
    );
  });
};

/** Status changes per second the database itself commits for the writer's write set, over `seconds`, on `connections` lanes. */
export const writeSetFloor = async (
  database: Database,
  options: { devices: number; seconds: number; connections: number },
) => {
  await prepare(database, options.devices);
  const deadline = Date.now() + options.seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: options.connections }, async (_, lane) => {
      let done = 0;
      while (Date.now() < deadline) await batch(database, lane, done++);
      return done;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // Each lane's last window is still open, every earlier one was restored: the SQL did the work it is timed for.
  const [open] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from open_events o join bench_floor_components b on b.component_id = o.component_id`,
  );
  await database.db.execute(sql`drop table bench_floor_components`);
  if (open?.count !== options.connections * WINDOW)
    throw new Error(`write-set floor: ${open?.count} occurrences left open, expected ${options.connections * WINDOW}`);
  const batches = counts.reduce((sum, count) => sum + count, 0);
  return (batches * 2 * WINDOW) / elapsed;
};
