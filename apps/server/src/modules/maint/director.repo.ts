import { CONTRACT_EXPIRING_DAYS, unitOwnKinds, type DirectorFilter } from '@fireline/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/scope';
import { inScope } from '../../core/scope';
import { reachesContract } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  equipment,
  maintContractEquipment,
  maintContractUnits,
  maintContracts,
  maintTaskItems,
  maintTasks,
  organisations,
  users,
} from '../../db/schema';

/**
 * The fire safety director's figures (docs/maintenance.md "Fire safety director"), each a set-based query over the
 * units of the scope: per unit, its live contracts (reachable by the caller), the period's tasks, overdue tasks, failed
 * items and the last completion, in one statement whatever the number of units (no query per unit).
 */
export type DirectorWindow = { today: string; start: string; end: string };

type UnitSet = { scope: Scope; name?: string; unitId?: number };

const when = (condition: SQL | undefined) => (condition ? sql` and ${condition}` : sql``);
const reach = (contractReach: ContractReach) => when(reachesContract(contractReach));

/** The units of the scope (unit-like organisations), by name and id. */
const unitsOf = (set: UnitSet) => sql`
  select ${organisations.id} as unit_id, ${organisations.name} as unit_name
  from ${organisations}
  where ${organisations.kind} in (${sql.join(
    unitOwnKinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) and ${inScope(set.scope, organisations.id)}
  ${when(set.name ? ilikeContains(organisations.name, set.name) : undefined)}
  ${when(set.unitId ? sql`${organisations.id} = ${set.unitId}` : undefined)}`;

/** A task alias `t` whose planned days meet the window. */
const meets = (window: DirectorWindow) =>
  sql`t.plan_start_date <= ${window.end}::date and t.plan_end_date >= ${window.start}::date`;
const isOverdue = (window: DirectorWindow) => sql`t.enum_maint_status <> 4 and t.plan_end_date < ${window.today}::date`;
const isLive = (window: DirectorWindow) =>
  sql`${maintContracts.isActive} and ${maintContracts.startDate} <= ${window.today}::date and ${maintContracts.endDate} >= ${window.today}::date`;
const isExpiring = (window: DirectorWindow) =>
  sql`${maintContracts.endDate} <= ${window.today}::date + ${CONTRACT_EXPIRING_DAYS - 1}::int`;

/** The per-unit figures as CTEs ending in `agg` (one row per unit of the set). */
const figures = (contractReach: ContractReach, set: UnitSet, window: DirectorWindow) => sql`
  with u as (${unitsOf(set)}),
  cs as (
    select cu.company_cared_id as unit_id, count(*)::int as live,
      (count(*) filter (where ${isExpiring(window)}))::int as expiring,
      jsonb_agg(distinct jsonb_build_object('company_maint_id', m.id, 'company_maint_name', m.name)) as maints
    from ${maintContractUnits} cu
    join ${maintContracts} on ${maintContracts.id} = cu.contract_id
    join ${organisations} m on m.id = ${maintContracts.companyMaintId}
    where cu.company_cared_id in (select unit_id from u) and ${isLive(window)} ${reach(contractReach)}
    group by cu.company_cared_id
  ),
  ts as (
    select cu.company_cared_id as unit_id,
      (count(*) filter (where ${meets(window)}))::int as total,
      (count(*) filter (where ${meets(window)} and t.enum_maint_status = 4))::int as done,
      (count(*) filter (where ${isOverdue(window)}))::int as overdue,
      max(t.finished_at) as last_finish
    from ${maintTasks} t
    join ${maintContracts} on ${maintContracts.id} = t.contract_id
    join ${maintContractUnits} cu on cu.contract_id = t.contract_id
    where cu.company_cared_id in (select unit_id from u) ${reach(contractReach)}
    group by cu.company_cared_id
  ),
  fs as (
    select e.company_id as unit_id, count(*)::int as failed
    from ${maintTaskItems} i
    join ${maintTasks} t on t.id = i.task_id
    join ${maintContracts} on ${maintContracts.id} = t.contract_id
    join ${maintContractEquipment} ce on ce.id = i.related_id
    join ${equipment} e on e.id = ce.equipment_id
    where i.result = 2 and ${meets(window)} and e.company_id in (select unit_id from u) ${reach(contractReach)}
    group by e.company_id
  ),
  agg as (
    select u.unit_id, u.unit_name,
      coalesce(cs.live, 0) as live, coalesce(cs.expiring, 0) as expiring, coalesce(cs.maints, '[]'::jsonb) as maints,
      coalesce(ts.total, 0) as total, coalesce(ts.done, 0) as done, coalesce(ts.overdue, 0) as overdue,
      ts.last_finish, coalesce(fs.failed, 0) as failed
    from u
    left join cs on cs.unit_id = u.unit_id
    left join ts on ts.unit_id = u.unit_id
    left join fs on fs.unit_id = u.unit_id
  )`;

const filterOf = (filter: DirectorFilter): SQL => {
  switch (filter) {
    case 'overdue':
      return sql`overdue > 0`;
    case 'expiring':
      return sql`expiring > 0`;
    case 'failed':
      return sql`failed > 0`;
    case 'uncovered':
      return sql`live = 0`;
    default:
      return sql`true`;
  }
};

export type DirectorUnitRow = {
  unit_id: number;
  unit_name: string;
  live: number;
  expiring: number;
  maints: { company_maint_id: number; company_maint_name: string }[];
  total: number;
  done: number;
  overdue: number;
  last_finish: string | Date | null;
  failed: number;
};
type Counts = Record<DirectorFilter, number>;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A page of units with their figures (those needing attention first), and how many units each filter holds. */
export const selectDirectorUnits = async (
  db: DbOrTx,
  options: {
    reach: ContractReach;
    set: UnitSet;
    window: DirectorWindow;
    filter: DirectorFilter;
    pageNo: number;
    pageSize: number;
  },
) => {
  const base = figures(options.reach, options.set, options.window);
  const [rows, counts] = await Promise.all([
    db.execute(sql`${base}
      select * from agg where ${filterOf(options.filter)}
      order by overdue desc, failed desc, expiring desc, unit_name, unit_id
      limit ${options.pageSize} offset ${options.pageNo * options.pageSize}`),
    db.execute(sql`${base}
      select count(*)::int as "all", (count(*) filter (where overdue > 0))::int as overdue,
        (count(*) filter (where expiring > 0))::int as expiring, (count(*) filter (where failed > 0))::int as failed,
        (count(*) filter (where live = 0))::int as uncovered
      from agg`),
  ]);
  return { rows: rowsOf<DirectorUnitRow>(rows), counts: rowsOf<Counts>(counts)[0]! };
};

/** The home card's figures over the scope (or one unit of it): distinct contracts, tasks and failed items. */
export const selectMaintHomeStats = async (
  db: DbOrTx,
  options: { reach: ContractReach; scope: Scope; unitId?: number; window: DirectorWindow },
) => {
  const { window } = options;
  const unitCond = (column: string): SQL =>
    options.unitId
      ? sql`${sql.raw(column)} = ${options.unitId}`
      : options.scope.isAll
        ? sql`true`
        : options.scope.unitIds.length === 0
          ? sql`false`
          : sql`${sql.raw(column)} in (${sql.join(
              options.scope.unitIds.map((id) => sql`${id}`),
              sql`, `,
            )})`;
  const covering = sql`exists (select 1 from ${maintContractUnits} cu where cu.contract_id = ${maintContracts.id} and ${unitCond('cu.company_cared_id')})`;
  const result = await db.execute(sql`
    with c as (
      select ${maintContracts.id} as id, ${isLive(window)} as live, ${isExpiring(window)} as expiring
      from ${maintContracts}
      where ${covering} ${reach(options.reach)}
    ),
    t as (
      select t.* from ${maintTasks} t where t.contract_id in (select id from c)
    )
    select
      (select count(*) filter (where live) from c)::int as live_contracts,
      (select count(*) filter (where live and expiring) from c)::int as expiring_contracts,
      (select count(*) filter (where ${meets(window)}) from t)::int as month_total,
      (select count(*) filter (where ${meets(window)} and t.enum_maint_status = 4) from t)::int as month_completed,
      (select count(*) filter (where ${isOverdue(window)}) from t)::int as overdue_tasks,
      (select count(*) from ${maintTaskItems} i
        join t on t.id = i.task_id
        join ${maintContractEquipment} ce on ce.id = i.related_id
        join ${equipment} e on e.id = ce.equipment_id
        where i.result = 2 and ${meets(window)} and ${unitCond('e.company_id')})::int as failed_items`);
  return rowsOf<{
    live_contracts: number;
    expiring_contracts: number;
    month_total: number;
    month_completed: number;
    overdue_tasks: number;
    failed_items: number;
  }>(result)[0]!;
};

/** The unit's contracts the caller reaches (any state), latest end first. */
export const selectUnitContracts = async (db: DbOrTx, options: { reach: ContractReach; unitId: number }) =>
  rowsOf<{
    id: number;
    project_name: string;
    company_maint_id: number;
    company_maint_name: string;
    start_date: string;
    end_date: string;
    is_active: boolean;
    project_contact_name: string;
    project_contact_phone: string;
    spot_contact_name: string;
    spot_contact_phone: string;
  }>(
    await db.execute(sql`
      select ${maintContracts.id} as id, ${maintContracts.projectName} as project_name,
        ${maintContracts.companyMaintId} as company_maint_id, m.name as company_maint_name,
        ${maintContracts.startDate}::text as start_date, ${maintContracts.endDate}::text as end_date,
        ${maintContracts.isActive} as is_active,
        ${maintContracts.projectContactName} as project_contact_name,
        ${maintContracts.projectContactPhone} as project_contact_phone,
        ${maintContracts.spotContactName} as spot_contact_name, ${maintContracts.spotContactPhone} as spot_contact_phone
      from ${maintContracts}
      join ${maintContractUnits} cu on cu.contract_id = ${maintContracts.id}
      join ${organisations} m on m.id = ${maintContracts.companyMaintId}
      where cu.company_cared_id = ${options.unitId} ${reach(options.reach)}
      order by ${maintContracts.endDate} desc, ${maintContracts.id} desc
      limit 50`),
  );

/** The period's tasks of contracts covering the unit, and older ones overdue; each with its failed items on the unit. */
export const selectUnitTasks = async (
  db: DbOrTx,
  options: { reach: ContractReach; unitId: number; window: DirectorWindow },
) =>
  rowsOf<{
    id: number;
    contract_id: number;
    project_name: string;
    company_maint_name: string;
    task_name: string;
    enum_task_type: number;
    plan_start_time: string;
    plan_end_time: string;
    enum_maint_status: number;
    related_resp_name: string;
    is_overdue: boolean;
    fail_count: number;
    finished_at: string | Date | null;
  }>(
    await db.execute(sql`
      select t.id, t.contract_id, ${maintContracts.projectName} as project_name, m.name as company_maint_name,
        t.task_name, t.enum_task_type, t.plan_start_date::text as plan_start_time,
        t.plan_end_date::text as plan_end_time, t.enum_maint_status,
        coalesce(p.real_name, '') as related_resp_name, (${isOverdue(options.window)}) as is_overdue,
        (select count(*) from ${maintTaskItems} i
          join ${maintContractEquipment} ce on ce.id = i.related_id
          join ${equipment} e on e.id = ce.equipment_id
          where i.task_id = t.id and i.result = 2 and e.company_id = ${options.unitId})::int as fail_count,
        t.finished_at
      from ${maintTasks} t
      join ${maintContracts} on ${maintContracts.id} = t.contract_id
      join ${maintContractUnits} cu on cu.contract_id = t.contract_id and cu.company_cared_id = ${options.unitId}
      join ${organisations} m on m.id = ${maintContracts.companyMaintId}
      left join ${users} p on p.id = t.related_resp_uid
      where ((${meets(options.window)}) or (${isOverdue(options.window)})) ${reach(options.reach)}
      order by t.plan_start_date, t.id
      limit 200`),
  );

/** Failed items of the period's tasks on the unit's equipment. */
export const selectUnitFailedItems = async (
  db: DbOrTx,
  options: { reach: ContractReach; unitId: number; window: DirectorWindow },
) =>
  rowsOf<{
    item_id: number;
    task_id: number;
    task_name: string;
    equipment_name: string;
    building_name: string;
    position_desc: string;
    reading: string;
    remark: string;
    checked_at: string | Date | null;
  }>(
    await db.execute(sql`
      select i.id as item_id, t.id as task_id, t.task_name, e.equipment_name, coalesce(b.name, '') as building_name,
        coalesce(e.position_desc, '') as position_desc, i.reading, i.remark, i.checked_at
      from ${maintTaskItems} i
      join ${maintTasks} t on t.id = i.task_id
      join ${maintContracts} on ${maintContracts.id} = t.contract_id
      join ${maintContractEquipment} ce on ce.id = i.related_id
      join ${equipment} e on e.id = ce.equipment_id
      left join ${buildings} b on b.id = e.building_id
      where i.result = 2 and e.company_id = ${options.unitId} and ${meets(options.window)} ${reach(options.reach)}
      order by i.checked_at desc nulls last, i.id desc
      limit 100`),
  );

/**
 * The clients: (live contract, covered unit) pairs of the units of the scope the caller reaches, with the contract's
 * contacts, its equipment on the unit and the period's tasks of the contract.
 */
export const selectClients = async (
  db: DbOrTx,
  options: { reach: ContractReach; set: UnitSet; window: DirectorWindow; pageNo: number; pageSize: number },
) => {
  const { window } = options;
  const result = await db.execute(sql`
    with u as (${unitsOf(options.set)}),
    pairs as (
      select u.unit_id, u.unit_name, ${maintContracts.id} as contract_id,
        ${maintContracts.companyMaintId} as company_maint_id, m.name as company_maint_name,
        ${maintContracts.projectName} as project_name, ${maintContracts.startDate}::text as start_date,
        ${maintContracts.endDate}::text as end_date,
        ${maintContracts.projectContactName} as project_contact_name,
        ${maintContracts.projectContactPhone} as project_contact_phone,
        ${maintContracts.spotContactName} as spot_contact_name, ${maintContracts.spotContactPhone} as spot_contact_phone
      from u
      join ${maintContractUnits} cu on cu.company_cared_id = u.unit_id
      join ${maintContracts} on ${maintContracts.id} = cu.contract_id
      join ${organisations} m on m.id = ${maintContracts.companyMaintId}
      where ${isLive(window)} ${reach(options.reach)}
    ),
    page as (
      select pairs.*, count(*) over () as total from pairs
      order by company_maint_name, unit_name, contract_id
      limit ${options.pageSize} offset ${options.pageNo * options.pageSize}
    )
    select page.*,
      (select count(*) from ${maintContractEquipment} ce join ${equipment} e on e.id = ce.equipment_id
        where ce.contract_id = page.contract_id and e.company_id = page.unit_id)::int as equip_count,
      (select count(*) from ${maintTasks} t where t.contract_id = page.contract_id and ${meets(window)})::int as tasks_total,
      (select count(*) from ${maintTasks} t
        where t.contract_id = page.contract_id and ${meets(window)} and t.enum_maint_status = 4)::int as tasks_done,
      (select count(*) from ${maintTasks} t where t.contract_id = page.contract_id and ${isOverdue(window)})::int
        as tasks_overdue
    from page
    order by company_maint_name, unit_name, contract_id`);
  return rowsOf<{
    unit_id: number;
    unit_name: string;
    contract_id: number;
    company_maint_id: number;
    company_maint_name: string;
    project_name: string;
    start_date: string;
    end_date: string;
    project_contact_name: string;
    project_contact_phone: string;
    spot_contact_name: string;
    spot_contact_phone: string;
    total: number | string;
    equip_count: number;
    tasks_total: number;
    tasks_done: number;
    tasks_overdue: number;
  }>(result);
};

/** Whether the caller's total is beyond the page (no row): the count of pairs alone. */
export const countClients = async (
  db: DbOrTx,
  options: { reach: ContractReach; set: UnitSet; window: DirectorWindow },
) =>
  Number(
    rowsOf<{ n: number }>(
      await db.execute(sql`
        with u as (${unitsOf(options.set)})
        select count(*)::int as n from u
        join ${maintContractUnits} cu on cu.company_cared_id = u.unit_id
        join ${maintContracts} on ${maintContracts.id} = cu.contract_id
        where ${isLive(options.window)} ${reach(options.reach)}`),
    )[0]?.n ?? 0,
  );

/** Which of these contract_related ids stand on the unit's equipment under the contract. */
export const selectRelatedOnUnit = async (
  db: DbOrTx,
  options: { contractId: number; unitId: number; ids: readonly number[] },
) =>
  options.ids.length === 0
    ? []
    : rowsOf<{ id: number }>(
        await db.execute(sql`
          select ce.id from ${maintContractEquipment} ce join ${equipment} e on e.id = ce.equipment_id
          where ce.contract_id = ${options.contractId} and e.company_id = ${options.unitId}
            and ce.id in (${sql.join(
              options.ids.map((id) => sql`${id}`),
              sql`, `,
            )})`),
      );

/** The unit's equipment under these contracts (contract_related rows), by building and name. */
export const selectUnitEquipment = async (db: DbOrTx, options: { unitId: number; contractIds: readonly number[] }) =>
  options.contractIds.length === 0
    ? []
    : rowsOf<{ id: number; contract_id: number; equipment_name: string; building_name: string; position_desc: string }>(
        await db.execute(sql`
          select ce.id, ce.contract_id, e.equipment_name, coalesce(b.name, '') as building_name,
            coalesce(e.position_desc, '') as position_desc
          from ${maintContractEquipment} ce
          join ${equipment} e on e.id = ce.equipment_id
          left join ${buildings} b on b.id = e.building_id
          where e.company_id = ${options.unitId} and ce.contract_id in (${sql.join(
            options.contractIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by b.name nulls last, e.equipment_name, ce.id
          limit 500`),
      );
