import type pg from 'pg';

/**
 * The patrol bench's data (issue 19), written with set-based SQL (`generate_series`): 500 cared units bound to the demo
 * centre, each with 20 patrol points of 2 check items, and 20 running plans of 4 points (5 daily, 5 weekly, 5 monthly,
 * 5 yearly; spans a year back and a year ahead) with an enabled cycle task executed by the bench manager: 10 000
 * running plans. The first (daily) plan of each unit has a year of history: a completed task per day before today and
 * the check-ins of its 4 points that day (one in 25 abnormal), each with its 2 answers: 182 500 tasks, 730 000 records,
 * 1 460 000 answers. Units carry account_source 'bench_patrol'; the seed marks itself in `bench_patrol_seed`.
 */
export const UNITS = 500;
export const PLANS_PER_UNIT = 20;
const SITES_PER_UNIT = 20;
const SITES_PER_PLAN = 4;
export const HISTORY_DAYS = 365;

const benchUnits = `select id from organisations where account_source = 'bench_patrol'`;

const timed = async (client: pg.Client, label: string, text: string, values: unknown[] = []) => {
  const started = performance.now();
  const result = await client.query(text, values);
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

export const isSeeded = async (client: pg.Client) =>
  Boolean(
    (await client.query(`select 1 from bench_patrol_seed where units = $1`, [UNITS]).catch(() => ({ rowCount: 0 })))
      .rowCount,
  );

/** Seeds everything but the manager (made before, by the bench, with the server's password hashing). */
export const seedPatrol = async (client: pg.Client, options: { checkerId: number; utcOffsetMinutes: number }) => {
  const offset = `interval '${Math.trunc(options.utcOffsetMinutes)} minutes'`;
  /** The site day `d` days before today, as its UTC instant of midnight. */
  const siteMidnight = (days: string) =>
    `((date_trunc('day', (now() at time zone 'UTC') + ${offset}) - ${days} * interval '1 day' - ${offset}) at time zone 'UTC')`;
  await timed(
    client,
    'sites',
    `insert into patrol_sites (company_id, site_code, site_name, position_type, location, label_code)
     select u.id, 'XJD' || lpad(s::text, 4, '0'), (array['消防控制室','水泵房','配电室','消火栓箱','灭火器组','疏散通道'])[1 + s % 6] || ' ' || s,
            1, '压测 位置 ' || s, 'BP' || lpad(u.id::text, 8, '0') || lpad(s::text, 6, '0')
       from (${benchUnits}) u cross join generate_series(1, ${SITES_PER_UNIT}) s`,
  );
  await timed(
    client,
    'items',
    `insert into patrol_items (company_id, site_id, item_code, name, item_type, check_require, quantity)
     select s.company_id, s.id, 'XJX' || s.id || '-' || i, case i when 1 then '外观完好' else '压力读数' end, i,
            case i when 1 then '{"kind":"pass_fail","photo_required":false}'::jsonb
                 else '{"kind":"reading","min":0.2,"max":1.2,"unit":"MPa","photo_required":false}'::jsonb end, 1
       from patrol_sites s cross join generate_series(1, 2) i
      where s.company_id in (${benchUnits})`,
  );
  await timed(
    client,
    'plans',
    `insert into patrol_plans (company_id, name, task_type, start_time, end_time, startup_status, site_ids, plan_attr, created_at)
     select u.id, '压测 计划 ' || p, 1 + (p - 1) / 5, now() - interval '400 days', now() + interval '400 days', 1,
            (select array_agg(s.id order by s.id) from (
               select id from patrol_sites where company_id = u.id order by id offset ((p - 1) * ${SITES_PER_PLAN}) % ${SITES_PER_UNIT} limit ${SITES_PER_PLAN}) s),
            '{"require":"逐项检查","in_order":false}'::jsonb, now() - interval '400 days' + p * interval '1 second'
       from (${benchUnits}) u cross join generate_series(1, ${PLANS_PER_UNIT}) p`,
  );
  await timed(
    client,
    'cycle tasks',
    `insert into patrol_cycle_tasks (plan_id, company_id, executor_id, startup_status)
     select p.id, p.company_id, $1, 1 from patrol_plans p where p.company_id in (${benchUnits})`,
    [options.checkerId],
  );
  // The first plan of each unit (its daily plan with the lowest id) and the days before today.
  await client.query(
    `create temporary table bench_daily as
     select distinct on (p.company_id) p.id as plan_id, p.company_id, p.site_ids, c.id as ctask_id
       from patrol_plans p join patrol_cycle_tasks c on c.plan_id = p.id
      where p.company_id in (${benchUnits}) and p.task_type = 1 order by p.company_id, p.id`,
  );
  await timed(
    client,
    'past tasks',
    `insert into patrol_tasks (company_id, plan_id, ctask_id, number, period_start, start_time, end_time, status, executor_id,
       site_ids, checked_site_ids, fit_count, unfit_count, finished_at, created_at)
     select b.company_id, b.plan_id, b.ctask_id, 'XJ' || to_char(m.at + ${offset}, 'YYYYMMDD') || '-' || b.plan_id,
            m.at, m.at, m.at + interval '1 day', 3, $1, b.site_ids, b.site_ids, 8, 0, m.at + interval '10 hours', m.at
       from bench_daily b cross join generate_series(1, ${HISTORY_DAYS}) d
       cross join lateral (select ${siteMidnight('d')} as at) m`,
    [options.checkerId],
  );
  await timed(
    client,
    'records',
    `insert into patrol_records (company_id, site_id, task_id, checked_by, checked_at, punch_status, fit_count, unfit_count,
       client_key, created_at)
     select t.company_id, s.site_id, t.id, $1, t.start_time + interval '9 hours' + s.n * interval '7 minutes' + (t.id % 60) * interval '1 second',
            case when (t.id + s.n) % 25 = 0 then 2 else 1 end, case when (t.id + s.n) % 25 = 0 then 1 else 2 end,
            case when (t.id + s.n) % 25 = 0 then 1 else 0 end, 'bench-' || t.id || '-' || s.n, t.start_time + interval '9 hours'
       from patrol_tasks t join bench_daily b on b.plan_id = t.plan_id
       cross join lateral unnest(t.site_ids) with ordinality s(site_id, n)
      order by 5`,
    [options.checkerId],
  );
  await timed(
    client,
    'answers',
    `insert into patrol_record_items (record_id, item_id, item_name, item_type, result, reading)
     select r.id, i.id, i.name, i.item_type,
            case when i.item_type = 2 and r.punch_status = 2 then 2 else 1 end,
            case when i.item_type = 2 then case when r.punch_status = 2 then 0.1 else 0.6 end end
       from patrol_records r join patrol_items i on i.site_id = r.site_id
      where r.company_id in (${benchUnits})`,
  );
  await timed(client, 'vacuum analyze', 'vacuum (analyze)');
  await client.query(
    'create table if not exists bench_patrol_seed (units int not null, seeded_at timestamptz not null default now())',
  );
  await client.query('insert into bench_patrol_seed (units) values ($1)', [UNITS]);
};

/** The bench units themselves, bound to the demo centre. */
export const seedPatrolUnits = async (client: pg.Client) => {
  await timed(
    client,
    'units',
    `insert into organisations (kind, category, name, region_code, address, account_source)
     select 'cared', 'small_venue', '巡查压测单位 ' || lpad(n::text, 3, '0'), '110108', '北京市海淀区 巡查 路 ' || n || ' 号', 'bench_patrol'
       from generate_series(1, ${UNITS}) n`,
  );
  await client.query(
    `insert into org_bindings (org_id, cared_id, status)
     select (select id from organisations where kind = 'center' order by id limit 1), id, 1 from (${benchUnits}) u
     on conflict do nothing`,
  );
};

/** What the seed holds, as the bench prints it. */
export const describeSeed = async (client: pg.Client) => {
  const row = (
    await client.query(`select
      (select count(*) from (${benchUnits}) u) as units,
      (select count(*) from patrol_sites) as sites,
      (select count(*) from patrol_plans where startup_status = 1) as plans,
      (select count(*) from patrol_tasks) as tasks,
      (select count(*) from patrol_records) as records,
      (select count(*) from patrol_record_items) as answers`)
  ).rows[0] as Record<string, string>;
  const n = (value: string | undefined) => Number(value).toLocaleString('en');
  return `${n(row.units)} units, ${n(row.sites)} points, ${n(row.plans)} running plans, ${n(row.tasks)} tasks, ${n(row.records)} check-ins, ${n(row.answers)} answers`;
};
