import type pg from 'pg';

/**
 * Set-based seeding of the alarm-list bench: 500 units bound to the demo centre (the demo's units and more), each with
 * 2 buildings of 5 floors, 4 devices and 25 components per device, and EVENTS events spread over a year, newest last
 * (ids follow time, as ingest appends). Most are old and handled; UNPROCESSED_PER_CATEGORY per category are recent
 * (last 20 hours) and never handled. The events' secondary indexes are dropped during the load and rebuilt after it
 * (their definitions read from pg_indexes, so they are exactly the migrations' ones).
 */
export const UNITS = 500;
export const UNPROCESSED_PER_CATEGORY = 3000;
const CHUNK = 1_000_000;
const categories = ['fire', 'fault', 'abnormal', 'operation', 'yinhuan', 'video'] as const;

const timed = async (client: pg.Client, label: string, text: string, values: unknown[] = []) => {
  const started = performance.now();
  const result = await client.query(text, values);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** Units, bindings, buildings, floors, devices, components, and the flat list of things events are drawn from. */
const seedArchives = async (client: pg.Client) => {
  const centre = `select id from organisations where kind = 'center' and name = '火线消防远程监控中心'`;
  const {
    rows: [bound],
  } = await client.query<{ count: string }>(
    `select count(*) from org_bindings where status = 1 and org_id = (${centre})`,
  );
  const extra = UNITS - Number(bound!.count);
  await timed(
    client,
    `${extra} units`,
    `insert into organisations (kind, category, name, region_code, address)
     select 'cared', 'small_venue', 'BENCH 联网单位 ' || lpad(g::text, 3, '0'), '110108', '北京市海淀区 bench 路 ' || g || ' 号'
     from generate_series(1, $1::int) g`,
    [extra],
  );
  await client.query(
    `insert into org_bindings (org_id, cared_id, status) select (${centre}), id, 1 from organisations where kind = 'cared' and name like 'BENCH 联网单位 %'`,
  );
  await client.query(
    `create table bench_units as select cared_id as id, row_number() over (order by cared_id) as n from org_bindings where status = 1 and org_id = (${centre})`,
  );
  await timed(
    client,
    'buildings',
    `insert into buildings (company_id, name) select u.id, 'BENCH 楼 ' || b from bench_units u, generate_series(1, 2) b`,
  );
  await timed(
    client,
    'floors',
    `insert into floors (company_id, building_id, name, floor_no)
     select b.company_id, b.id, 'F' || f, f from buildings b join bench_units u on u.id = b.company_id, generate_series(1, 5) f where b.name like 'BENCH 楼 %'`,
  );
  await timed(
    client,
    'devices',
    `insert into devices (company_id, building_id, floor_id, name, device_code, device_type, device_model, gb_address)
     select u.id, f.building_id, f.id, 'BENCH 用户信息传输装置 ' || u.n || '-' || d, 'BENCH-' || u.n || '-' || d, 'uitd', 'FL-UITD-1', null
     from bench_units u, generate_series(1, 4) d,
     lateral (select f.* from floors f join buildings b on b.id = f.building_id where b.company_id = u.id and b.name like 'BENCH 楼 %' order by f.id offset d - 1 limit 1) f`,
  );
  await timed(
    client,
    'components',
    `insert into components (company_id, device_id, building_id, floor_id, system_type, system_address, component_type, component_address, name, location)
     select d.company_id, d.id, d.building_id, d.floor_id, 1, 1, 40, c, c || '号 感烟探测器', 'F' || (1 + c % 5) || ' 走廊 ' || c
     from devices d join bench_units u on u.id = d.company_id, generate_series(1, 25) c where d.device_code like 'BENCH-%'`,
  );
  await client.query(
    `create table bench_things as
     select row_number() over (order by c.id) as n, c.company_id, c.device_id, c.id as component_id, c.building_id, c.floor_id, c.location, d.device_code, d.name as device_name
     from components c join devices d on d.id = c.device_id where d.device_code like 'BENCH-%'`,
  );
  await client.query('create unique index on bench_things (n)');
  await client.query('analyze bench_things');
};

/** The i-th event's category: fire 20 %, fault 35 %, abnormal 10 %, operation 25 %, hidden danger 5 %, video 5 %. */
const categoryOf = `case when m.w < 20 then 'fire' when m.w < 55 then 'fault' when m.w < 65 then 'abnormal' when m.w < 90 then 'operation' when m.w < 95 then 'yinhuan' else 'video' end`;
const alarmStatusOf = (category: string) =>
  `case ${category} when 'fire' then 'alarm' when 'fault' then 'fault' when 'abnormal' then 'abnormal' when 'yinhuan' then 'yinhuan' else 'normal' end`;
const alarmTypeOf = (category: string) =>
  `case ${category} when 'fire' then 'fire_alarm' when 'fault' then 'fault' when 'abnormal' then 'supervise' when 'operation' then 'op_reset' when 'yinhuan' then 'yinhuan' else 'video' end`;
/** How an old event was handled: misreport most, then the timeout job, test, and the category's own type. */
const handledTypeOf = `case when m.h < 45 then 2 when m.h < 70 then 4 when m.h < 80 then 8 else (case c.category when 'fire' then 1 when 'fault' then 3 else 12 end) end`;

const eventColumns = `uuid, source, company_id, device_id, component_id, building_id, floor_id, status_category, alarm_status, alarm_type, system_type,
  device_code, device_name, device_type, device_model, device_thing_type, location, install_address, accept_time, receive_time, restore_time,
  enum_confirm_type, is_shielded, confirm_user_id, accept_end_time, process_way`;

/** One chunk of old events ($1 first i, $2 last i, $3 things, $4 all old events, $5 the handler): a year back until a day ago, handled. */
const historicalChunk = `insert into events (${eventColumns})
  select 'bench-' || g.i, 'bench', t.company_id, t.device_id, t.component_id, t.building_id, t.floor_id, c.category, ${alarmStatusOf('c.category')}, ${alarmTypeOf('c.category')}, 1,
    t.device_code, t.device_name, 'uitd', 'FL-UITD-1', 10001, t.location, t.location, r.at - interval '1 second', r.at, r.at + interval '3 minutes',
    k.type, (g.i % 211 = 0), case when k.type = 4 then null else $5::int end, r.at + interval '12 minutes', case k.type when 4 then 2 else 1 end
  from generate_series($1::bigint, $2::bigint) g(i)
  join bench_things t on t.n = 1 + (g.i * 7919) % $3::int
  cross join lateral (select (now() - interval '365 days') + (g.i::double precision / $4::bigint) * interval '364 days' as at) r
  cross join lateral (select ((g.i * 2654435761) % 100)::int as w, ((g.i * 40503) % 100)::int as h) m
  cross join lateral (select ${categoryOf} as category) c
  cross join lateral (select ${handledTypeOf} as type) k`;

/** Recent events nobody handled ($1 first i, $2 last i, $3 things, $4 the category): over the last 20 hours. */
const unprocessedChunk = `insert into events (${eventColumns})
  select 'bench-' || g.i, 'bench', t.company_id, t.device_id, t.component_id, t.building_id, t.floor_id, $4::text, ${alarmStatusOf('$4::text')}, ${alarmTypeOf('$4::text')}, 1,
    t.device_code, t.device_name, 'uitd', 'FL-UITD-1', 10001, t.location, t.location, r.at - interval '1 second', r.at, null, 0, (g.i % 211 = 0), null, null, null
  from generate_series($1::bigint, $2::bigint) g(i)
  join bench_things t on t.n = 1 + (g.i * 7919) % $3::int
  cross join lateral (select now() - interval '20 hours' + ((g.i - $1::bigint)::double precision / ${UNPROCESSED_PER_CATEGORY}) * interval '20 hours' as at) r`;

/** Drops the events' secondary indexes (kept: the primary key) and returns what recreates them. */
const dropEventIndexes = async (client: pg.Client) => {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'events' and indexname <> 'events_pkey'`,
  );
  for (const row of rows) await client.query(`drop index "${row.indexname}"`);
  return rows;
};

export const seedAlarmLists = async (client: pg.Client, options: { events: number; operatorId: number }) => {
  console.log(
    `seeding ${UNITS} units and ${options.events.toLocaleString('en')} events (once; the database is kept for later runs)`,
  );
  await seedArchives(client);
  const {
    rows: [things],
  } = await client.query<{ count: string }>('select count(*) from bench_things');
  const thingCount = Number(things!.count);
  const indexes = await dropEventIndexes(client);
  const historical = options.events - UNPROCESSED_PER_CATEGORY * categories.length;
  for (let from = 1; from <= historical; from += CHUNK) {
    const to = Math.min(historical, from + CHUNK - 1);
    await timed(client, `events ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, historicalChunk, [
      from,
      to,
      thingCount,
      historical,
      options.operatorId,
    ]);
  }
  for (const [index, category] of categories.entries()) {
    const first = historical + index * UNPROCESSED_PER_CATEGORY + 1;
    await timed(client, `unprocessed ${category}`, unprocessedChunk, [
      first,
      first + UNPROCESSED_PER_CATEGORY - 1,
      thingCount,
      category,
    ]);
  }
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await timed(client, `index ${index.indexname}`, index.indexdef);
  await client.query('drop table bench_things');
  await client.query('drop table bench_units');
  await timed(client, 'vacuum analyze', 'vacuum (analyze)');
  await client.query(
    'create table if not exists bench_seed (events bigint not null, seeded_at timestamptz not null default now())',
  );
  await client.query('insert into bench_seed (events) values ($1)', [options.events]);
};
