import type pg from 'pg';

/**
 * The archive bench's data, written with set-based SQL: 500 cared units bound to the demo centre, 10 buildings each
 * (B1 and F1–F6, a default area per floor), three fire systems per unit, and per building one transmission device, one
 * fire alarm controller, three independent sensors, one camera and 34 components on the controller: 30 000 devices and
 * 170 000 components. Units carry account_source 'bench' so a second run finds them and does not reseed.
 */
export const BENCH_UNITS = 500;
const BUILDINGS_PER_UNIT = 10;
const COMPONENTS_PER_BUILDING = 34;
const UNITS_PER_CHUNK = 50;

const districts = [
  '东城区',
  '西城区',
  '朝阳区',
  '丰台区',
  '石景山区',
  '海淀区',
  '顺义区',
  '通州区',
  '大兴区',
  '昌平区',
];
const regionCodes = [
  '110101',
  '110102',
  '110105',
  '110106',
  '110107',
  '110108',
  '110113',
  '110112',
  '110115',
  '110114',
];
const venues = [
  '国际大厦',
  '实验学校',
  '购物中心',
  '人民医院',
  '科技园',
  '大酒店',
  '物流仓库',
  '商务中心',
  '体育馆',
  '社区服务中心',
];
const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

const benchUnits = `select id from organisations where account_source = 'bench'`;

const unitsSql = `
insert into organisations (kind, category, name, region_code, address, longitude, latitude, contact_name, contact_phone,
  is_active, state, created_at, updated_at, company_code, account_source, integrity_score, networking_date)
select 'cared',
  (array['key_unit','small_venue','family','micro_station'])[1 + n % 4],
  (${sqlArray(districts)})[1 + n % 10] || (${sqlArray(venues)})[1 + (n / 10) % 10] || lpad(n::text, 3, '0'),
  (${sqlArray(regionCodes)})[1 + n % 10],
  '北京市' || (${sqlArray(districts)})[1 + n % 10] || '学院路 ' || n || ' 号',
  116.2 + (n % 50) * 0.01, 39.8 + (n / 50) * 0.02,
  (array['周建国','李安全','王值班','陈志强','刘芳'])[1 + n % 5],
  '139' || lpad((11000000 + n * 37)::text, 8, '0'),
  true, (array['normal','normal','normal','normal','fault','alarm'])[1 + n % 6],
  now() - n * interval '31 hours', now() - n * interval '7 hours',
  '911101' || lpad((n * 7919)::text, 12, '0'), 'bench', 40 + n % 50, date '2021-01-01' + n
from generate_series(1, ${BENCH_UNITS}) n`;

const bindingsSql = `
insert into org_bindings (org_id, cared_id, status)
select (select id from organisations where kind = 'center' order by id limit 1), id, 1 from (${benchUnits}) u
on conflict do nothing`;

const buildingsSql = `
insert into buildings (company_id, name, address, region_code, longitude, latitude, state, ongrounder_floors, underground_floors,
  building_height, building_area, enum_building_type)
select o.id, b || ' 号楼', o.address || ' ' || b || ' 号楼', o.region_code, o.longitude + b * 0.0003, o.latitude, 'normal', 6, 1,
  21.5, 4800 + b * 120, 1 + b % 3
from organisations o cross join generate_series(1, ${BUILDINGS_PER_UNIT}) b
where o.account_source = 'bench'`;

const floorsSql = `
insert into floors (company_id, building_id, name, floor_no)
select b.company_id, b.id, case when f < 0 then 'B' || -f else 'F' || f end, f
from buildings b cross join generate_series(-1, 6) f
where f <> 0 and b.company_id in (${benchUnits})`;

const areasSql = `
insert into areas (company_id, floor_id, name, is_default)
select f.company_id, f.id, '默认区域', true from floors f where f.company_id in (${benchUnits})`;

const systemsSql = `
insert into fire_systems (company_id, name, system_type, remark, install_time, maint_time, expiration_month)
select o.id, s.name, s.system_type, '1 号楼 消防控制室', date '2021-05-18', date '2026-03-20', 12
from organisations o cross join (values ('火灾自动报警系统', 1), ('消火栓系统', 11), ('自动喷水灭火系统', 12)) as s(name, system_type)
where o.account_source = 'bench'`;

/** A chunk of units, so each statement stays a few thousand rows and the seed reports progress. */
const inUnits = (alias: string, low: number, high: number) =>
  `${alias}.company_id in (select id from (${benchUnits}) u where u.id between ${low} and ${high})`;

const dtusSql = (low: number, high: number) => `
insert into devices (company_id, building_id, floor_id, name, device_code, device_thing_type, device_type, device_model, gb_address,
  device_class, system_id, is_online, last_seen_at, state, sim_number, transmit_mode, networking_date, signal_strength, brand)
select b.company_id, b.id, f.id, b.name || ' 用户信息传输装置', 'UITD' || lpad(b.id::text, 8, '0'), 10001, 'uitd', 'FL-UITD-2',
  (300000 + b.id)::text, 'dtu', s.id, b.id % 10 <> 0, now() - (b.id % 120) * interval '1 second',
  case when b.id % 10 = 0 then 'fault' else 'normal' end, '898603' || lpad(b.id::text, 14, '0'), '4G', date '2021-06-01', 20 + b.id % 11, '火线物联'
from buildings b
join floors f on f.building_id = b.id and f.floor_no = 1
join fire_systems s on s.company_id = b.company_id and s.system_type = 1
where ${inUnits('b', low, high)}`;

const controllersSql = (low: number, high: number) => `
insert into devices (company_id, building_id, floor_id, name, device_code, device_thing_type, device_type, device_class, system_id,
  dtu_id, alarmhost_brand, alarmhost_model, alarmhost_alarmer_no, install_time, is_online, state, specific)
select d.company_id, d.building_id, d.floor_id, b.name || ' 火灾报警控制器', 'CTL' || lpad(d.building_id::text, 8, '0'), 0, '8', 'alarmer',
  d.system_id, d.id, '海湾', 'JB-QB-GST200', 1, date '2021-05-18', d.is_online, 'normal', '一层消防控制室'
from devices d join buildings b on b.id = d.building_id
where d.device_class = 'dtu' and ${inUnits('d', low, high)}`;

const sensorsSql = (low: number, high: number) => `
insert into devices (company_id, building_id, floor_id, name, device_code, device_thing_type, device_type, device_model, brand,
  device_class, system_id, is_online, last_seen_at, state, transmit_mode, settings, specific)
select b.company_id, b.id, f.id, k.name, k.prefix || lpad(b.id::text, 8, '0'), 0, k.device_type, k.model, '火线物联', 'alonedevice',
  s.id, (b.id + k.n) % 7 <> 0, now() - (b.id % 300) * interval '1 second',
  case when (b.id + k.n) % 29 = 0 then 'alarm' when (b.id + k.n) % 13 = 0 then 'fault' else 'normal' end,
  'NB-Iot', k.settings::jsonb, k.specific
from buildings b
join floors f on f.building_id = b.id and f.floor_no = -1
cross join (values
  (1, 'WP', '4', 'FL-WP-100', '喷淋末端试水 水压监测终端', 12, '{"sensing_frequency":5,"sending_frequency":2,"pressure_upper_limit":1.2,"pressure_lower_limit":0.05,"sleep_time":0}', '水泵房 喷淋末端试水装置'),
  (2, 'WL', '5', 'FL-WL-200', '消防水池 液位监测终端', 11, '{"sensing_frequency":10,"sending_frequency":4,"level_upper_limit":4.5,"level_lower_limit":1.2,"sleep_time":1}', '消防水池'),
  (3, 'EF', '3', 'FL-EF-300', '总配电箱 电气火灾监控探测器', 1, '{"sensing_frequency":1,"sending_frequency":1,"electric_upper_limit":500,"sleep_time":0}', '地下一层配电室')
) as k(n, prefix, device_type, model, name, system_type, settings, specific)
join fire_systems s on s.company_id = b.company_id and s.system_type = k.system_type
where ${inUnits('b', low, high)}`;

const camerasSql = (low: number, high: number) => `
insert into devices (company_id, building_id, floor_id, name, device_code, device_thing_type, device_type, device_model, brand,
  device_class, is_online, state, video_ip, video_port, video_user, video_serial, video_type, specific)
select b.company_id, b.id, f.id, b.name || ' 消防控制室 网络摄像机', 'CAM' || lpad(b.id::text, 8, '0'), 0, '9', 'DS-2CD3T46WDV3',
  (array['海康威视','大华','宇视'])[1 + b.id % 3], 'video', b.id % 20 <> 0, 'normal',
  '10.' || (b.id / 250) % 250 || '.' || b.id % 250 || '.64', 554, 'admin', 'DS' || lpad(b.id::text, 9, '0'), 1, '消防控制室'
from buildings b join floors f on f.building_id = b.id and f.floor_no = 1
where ${inUnits('b', low, high)}`;

const componentTypes = `(values
  (0, 42, '点型光电感烟火灾探测器', '东走廊'), (1, 42, '点型光电感烟火灾探测器', '西走廊'), (2, 31, '点型感温火灾探测器', '茶水间'),
  (3, 23, '手动火灾报警按钮', '楼梯间前室'), (4, 24, '消火栓按钮', '消火栓箱'), (5, 42, '点型光电感烟火灾探测器', '电梯前室'),
  (6, 42, '点型光电感烟火灾探测器', '会议室')) as t(k, component_type, kind_name, place)`;

/** 34 components per controller on two loops of 17, spread over the building's seven floors. */
const componentsSql = (low: number, high: number) => `
insert into components (company_id, device_id, building_id, floor_id, area_id, system_type, system_address, component_type,
  component_address, name, location, active_flags, state, state_changed_at, code, system_id, alarmer_id, loop_number, component_number,
  brand, specific)
select c.company_id, c.dtu_id, c.building_id, f.id, a.id, 1, 1, t.component_type, (1 + (n - 1) / 17) * 65536 + 1 + (n - 1) % 17,
  f.name || ' ' || t.place || ' ' || t.kind_name, b.name || ' ' || f.name || ' ' || t.place,
  case when (c.id + n) % 97 = 0 then 2 when (c.id + n) % 53 = 0 then 4 else 0 end,
  case when (c.id + n) % 97 = 0 then 'alarm' when (c.id + n) % 53 = 0 then 'fault' else 'normal' end,
  now() - (c.id + n) % 5000 * interval '1 minute',
  'BJ' || lpad(c.dtu_id::text, 8, '0') || lpad(n::text, 3, '0'), c.system_id, c.id, 1 + (n - 1) / 17, 1 + (n - 1) % 17, '海湾', t.place
from devices c
join buildings b on b.id = c.building_id
cross join generate_series(1, ${COMPONENTS_PER_BUILDING}) n
join ${componentTypes} on t.k = n % 7
join floors f on f.building_id = c.building_id and f.floor_no = (array[-1, 1, 2, 3, 4, 5, 6])[1 + n % 7]
join areas a on a.floor_id = f.id
where c.device_class = 'alarmer' and ${inUnits('c', low, high)}`;

const countBenchUnits = async (client: pg.Client) =>
  Number((await client.query(`select count(*) as n from organisations where account_source = 'bench'`)).rows[0].n);

/** Seeds once; answers whether it seeded (false: the data was already there). */
export const seedArchives = async (client: pg.Client, log: (line: string) => void) => {
  const existing = await countBenchUnits(client);
  if (existing === BENCH_UNITS) return false;
  if (existing > 0)
    throw new Error(`the bench database holds ${existing} bench units, not ${BENCH_UNITS}: drop it and run again`);
  const started = performance.now();
  await client.query('begin');
  for (const statement of [unitsSql, bindingsSql, buildingsSql, floorsSql, areasSql, systemsSql])
    await client.query(statement);
  await client.query('commit');
  const ids = (await client.query<{ id: number }>(`${benchUnits} order by id`)).rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += UNITS_PER_CHUNK) {
    const [low, high] = [ids[start]!, ids[Math.min(ids.length, start + UNITS_PER_CHUNK) - 1]!];
    await client.query('begin');
    for (const statement of [dtusSql, controllersSql, sensorsSql, camerasSql, componentsSql])
      await client.query(statement(low, high));
    await client.query('commit');
    log(
      `  seeded units ${start + 1}–${Math.min(ids.length, start + UNITS_PER_CHUNK)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  await client.query('vacuum analyze');
  return true;
};

/** What the seed holds, as the bench prints it. */
export const describeSeed = async (client: pg.Client) => {
  const row = (
    await client.query(`select
      (select count(*) from organisations where account_source = 'bench') as units,
      (select count(*) from buildings where company_id in (${benchUnits})) as buildings,
      (select count(*) from floors where company_id in (${benchUnits})) as floors,
      (select count(*) from devices where company_id in (${benchUnits})) as devices,
      (select count(*) from components where company_id in (${benchUnits})) as components`)
  ).rows[0] as Record<string, string>;
  return `${row.units} units, ${row.buildings} buildings, ${row.floors} floors, ${row.devices} devices + ${row.components} components`;
};
