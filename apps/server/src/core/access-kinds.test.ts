import { ErrorCodes, expandGrants } from '@fireline/shared';
import { and, eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hazards,
  maintCharges,
  maintContracts,
  maintContractUnits,
  maintEntries,
  maintPlans,
  maintReports,
  maintTasks,
  organisations,
  patrolPlans,
  patrolRecords,
  patrolSites,
  repairReports,
  repairReportTasks,
  repairTasks,
  users,
} from '../db/schema';
import { buildOrg } from '../db/seed/factories';
import { rolePresets } from '../modules/roles/presets';
import { signedUrl, createTestApp } from '../test/test-app';
import { loginAs } from '../test/http';
import type { AccessKind } from './access';
import { accessDeclaredPaths, type RouteIdKind } from './route-access';
import type { RouteEntry } from './route-table';

/**
 * Generated from the route table (issue 29 §1): every route of the maintenance, repair, patrol, hazard, log and binding
 * modules declares what each id it takes names (core/route-access.ts). For the walked kinds, each demo user is called
 * with another tenant's id on every such route their role may call (9993, and that tenant's rows are unchanged), and
 * with an id of their own on every read (answered).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

const walked = [
  'contract',
  'maint_plan',
  'maint_task',
  'maint_report',
  'maint_charge',
  'maint_entry',
  'repair_task',
  'repair_report',
  'patrol_plan',
  'patrol_site',
  'patrol_record',
  'hazard',
  'log_org',
] as const satisfies readonly AccessKind[];
type Walked = (typeof walked)[number];
const isWalked = (kind: RouteIdKind): kind is Walked => (walked as readonly string[]).includes(kind);

const demoUsers = {
  manager: 'cared_manager',
  engineer: 'maint_engineer',
  authority: 'authority_user',
  operator: 'center_operator',
};
type DemoUser = keyof typeof demoUsers;

/**
 * Own reads answered with a refusal by a feature's rule on top of the access check, reviewed: the access kind lets
 * the caller in, the rule does not.
 */
const refusedByRule: Record<string, string> = {
  'authority GET /api_proxy/maint/charge/list/ contract_id': 'charges are not the fire authority’s (chargeReaderKinds)',
  'authority GET /api_proxy/maint/charge/info/ id': 'charges are not the fire authority’s (chargeReaderKinds)',
};

/** Inputs a service requires before its access check, beyond what the schema requires. */
const moreInput: Record<string, Record<string, unknown>> = {
  'POST /api_proxy/maint/report/info/': { report_name: '别家报告' },
  'POST /api_proxy/maint/repair/report/info/': { report_name: '别家报告' },
};

// Zod 4's definitions, as far as a sample input needs them.
type Def = {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  innerType?: unknown;
  element?: unknown;
  items?: unknown[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type Schema = { _zod: { def: Def }; safeParse: (value: unknown) => { success: boolean } };
const defOf = (schema: unknown) => (schema as Schema | undefined)?._zod?.def;
const fits = (schema: unknown, value: unknown) => (schema as Schema).safeParse(value).success;

/** The top-level fields of an input schema (through pipes, unions, intersections and wrappers). */
const fieldsOf = (schema: unknown): Record<string, unknown> => {
  const def = defOf(schema);
  if (!def) return {};
  if (def.type === 'object') return def.shape!;
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'union') return Object.assign({}, ...def.options!.map(fieldsOf));
  if (def.type === 'intersection') return { ...fieldsOf(def.left), ...fieldsOf(def.right) };
  return def.innerType ? fieldsOf(def.innerType) : {};
};
const isIdField = (name: string) => /^(id|ids)$|_ids?$/.test(name);
const isOptional = (schema: unknown) => fits(schema, undefined);

const stringTries = ['x', '2024-01-01', '2024-01-01 00:00:00', '08:00', '13800000000', '1'];
/** A value the field's schema accepts: the first of a few plain tries. */
const sampleOf = (schema: unknown): unknown => {
  const def = defOf(schema)!;
  const tries: unknown[] = (() => {
    switch (def.type) {
      case 'pipe':
        return [sampleOf(def.in)];
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
        return [sampleOf(def.innerType)];
      case 'enum':
        return Object.values(def.entries!);
      case 'literal':
        return def.values!;
      case 'union':
        return def.options!.map(sampleOf);
      case 'tuple':
        return [def.items!.map(sampleOf)];
      case 'array':
        return [[], [sampleOf(def.element)]];
      case 'object':
        return [sampleObject(schema, {})];
      case 'boolean':
        return [true];
      case 'number':
      case 'int':
        return [1, 0, 1_700_000_000];
      default:
        return [...stringTries, 1];
    }
  })();
  return tries.find((value) => fits(schema, value)) ?? tries[0];
};
const sampleObject = (schema: unknown, given: Record<string, unknown>) => {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    if (name in given) input[name] = given[name];
    else if (!isOptional(field)) input[name] = sampleOf(field);
  }
  return input;
};

type Ids = Record<Walked, number>;
type Fixture = {
  own: (user: DemoUser) => Ids;
  foreign: Ids;
  /** Ids of the caller's own side for the id fields that are not walked (a required company_id, a person). */
  sideIds: Partial<Record<RouteIdKind, number>>;
  snapshot: () => Promise<unknown[]>;
};

const firstId = async (table: PgTable & { id: AnyColumn }, where: unknown) =>
  (
    (await ctx.db
      .select()
      .from(table)
      .where(where as never)) as { id: number }[]
  )[0]!.id;

/** A copy of a row with some columns changed: another tenant's record shaped like the demo's. */
const copyRow = async (table: PgTable & { id: AnyColumn }, id: number, changes: Record<string, unknown>) => {
  const [row] = (await ctx.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  const { id: _id, ...values } = row!;
  const [made] = (await ctx.db
    .insert(table)
    .values({ ...values, ...changes } as never)
    .returning()) as { id: number }[];
  return made!.id;
};

const orgOf = async (name: string) => firstId(organisations, eq(organisations.name, name));

const buildFixture = async (): Promise<Fixture> => {
  const tower = await orgOf('华鼎国际大厦');
  const maint = await orgOf('安泰消防维保有限公司');
  const contract = await firstId(maintContracts, eq(maintContracts.companyMaintId, maint));
  const [entry] = await ctx.db
    .insert(maintEntries)
    .values({ contractId: contract, startDate: '2024-01-01', endDate: '2024-01-02', headName: '赵工' })
    .returning();
  const base = {
    contract,
    maint_plan: await firstId(maintPlans, eq(maintPlans.contractId, contract)),
    maint_task: await firstId(maintTasks, eq(maintTasks.contractId, contract)),
    maint_report: await firstId(maintReports, eq(maintReports.contractId, contract)),
    maint_charge: await firstId(maintCharges, eq(maintCharges.contractId, contract)),
    maint_entry: entry!.id,
    repair_task: await firstId(repairTasks, eq(repairTasks.contractId, contract)),
    repair_report: await firstId(repairReports, eq(repairReports.companyMaintId, maint)),
    patrol_plan: await firstId(patrolPlans, eq(patrolPlans.companyId, tower)),
    patrol_site: await firstId(patrolSites, eq(patrolSites.companyId, tower)),
    patrol_record: await firstId(patrolRecords, eq(patrolRecords.companyId, tower)),
    hazard: await firstId(hazards, eq(hazards.companyId, tower)),
  };
  const orgOfUser: Record<DemoUser, number> = { manager: tower, engineer: maint, authority: 0, operator: 0 };
  for (const user of ['authority', 'operator'] as const)
    orgOfUser[user] = (await ctx.db.select().from(users).where(eq(users.username, user)))[0]!.orgId;

  // Another tenant: a unit no demo organisation is bound to, served by another maintenance company.
  const unit = (await buildOrg(ctx.db, { kind: 'cared', name: '别家单位' })).id;
  const rival = (await buildOrg(ctx.db, { kind: 'maint', name: '别家维保公司' })).id;
  const theirContract = await copyRow(maintContracts, contract, { companyMaintId: rival, projectName: '别家合同' });
  await ctx.db.insert(maintContractUnits).values({ contractId: theirContract, unitId: unit });
  const onTheirContract = { contractId: theirContract };
  const theirRepair = await copyRow(repairTasks, base.repair_task, {
    contractId: theirContract,
    projectId: theirContract,
    companyMaintId: rival,
    unitId: unit,
    eventId: null,
    sourceId: null,
  });
  const theirRepairReport = await copyRow(repairReports, base.repair_report, { companyMaintId: rival });
  await ctx.db.insert(repairReportTasks).values({ reportId: theirRepairReport, taskId: theirRepair });
  const theirSite = await copyRow(patrolSites, base.patrol_site, { companyId: unit, labelCode: 'theirs-label' });
  const foreign: Ids = {
    contract: theirContract,
    maint_plan: await copyRow(maintPlans, base.maint_plan, onTheirContract),
    maint_task: await copyRow(maintTasks, base.maint_task, { ...onTheirContract, planId: null }),
    maint_report: await copyRow(maintReports, base.maint_report, { ...onTheirContract, autoPeriodStart: null }),
    maint_charge: await copyRow(maintCharges, base.maint_charge, onTheirContract),
    maint_entry: await copyRow(maintEntries, base.maint_entry, onTheirContract),
    repair_task: theirRepair,
    repair_report: theirRepairReport,
    patrol_plan: await copyRow(patrolPlans, base.patrol_plan, { companyId: unit }),
    patrol_site: theirSite,
    patrol_record: await copyRow(patrolRecords, base.patrol_record, {
      companyId: unit,
      siteId: theirSite,
      clientKey: 'theirs',
    }),
    hazard: await copyRow(hazards, base.hazard, {
      companyId: unit,
      eventId: null,
      patrolRecordId: null,
      maintTaskItemId: null,
    }),
    log_org: unit,
  };
  const tables: Record<Exclude<Walked, 'log_org'>, PgTable & { id: AnyColumn }> = {
    contract: maintContracts,
    maint_plan: maintPlans,
    maint_task: maintTasks,
    maint_report: maintReports,
    maint_charge: maintCharges,
    maint_entry: maintEntries,
    repair_task: repairTasks,
    repair_report: repairReports,
    patrol_plan: patrolPlans,
    patrol_site: patrolSites,
    patrol_record: patrolRecords,
    hazard: hazards,
  };
  const snapshot = () =>
    Promise.all(
      [...Object.entries(tables), ['log_org', organisations] as const].map(([kind, table]) =>
        ctx.db
          .select()
          .from(table)
          .where(eq(table.id, foreign[kind as Walked])),
      ),
    ).then((rows) =>
      ctx.db
        .select()
        .from(maintContractUnits)
        .where(and(eq(maintContractUnits.contractId, theirContract)))
        .then((units) => [...rows, units]),
    );
  const engineer = (await ctx.db.select().from(users).where(eq(users.username, 'engineer')))[0]!.id;
  return {
    own: (user) => ({ ...base, log_org: orgOfUser[user] }),
    foreign,
    sideIds: { unit: tower, org: maint, user: engineer },
    snapshot,
  };
};

const grantsOf = (user: DemoUser) => {
  const role = rolePresets.find((preset) => preset.code === demoUsers[user])!;
  return expandGrants(role.grants, role.except ?? []);
};
const mayCall = (user: DemoUser, route: RouteEntry) => {
  const nodes = route.permission === undefined ? [] : [route.permission].flat();
  const granted = grantsOf(user);
  return nodes.length === 0 || nodes.some((node) => granted.has(node));
};

const isDeclared = (route: RouteEntry) => accessDeclaredPaths.some((prefix) => route.url.startsWith(prefix));
const routes = () => ctx.app.routeTable.filter((route) => route.method !== 'HEAD' && isDeclared(route));
const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const inputSchemaOf = (route: RouteEntry) =>
  route.method === 'POST' || route.method === 'PUT' ? route.schema.body : route.schema.querystring;

/** The route's input with `field` = `id` and the other required fields sampled (ids of the caller's own side). */
const inputFor = (route: RouteEntry, field: string, id: number, sideIds: Fixture['sideIds']) => {
  const given: Record<string, unknown> = {};
  const schema = inputSchemaOf(route);
  const fields = fieldsOf(schema);
  for (const [name, kind] of Object.entries(route.access ?? {})) {
    const value = name === field ? id : sideIds[kind];
    if (value === undefined || (name !== field && isOptional(fields[name]))) continue;
    given[name] = name.endsWith('_ids') || name === 'ids' ? [value] : value;
  }
  const input = { ...sampleObject(schema, given), ...moreInput[keyOf(route)] };
  const parsed = (schema as Schema).safeParse(input) as { success: boolean; error?: { issues: unknown[] } };
  if (!parsed.success)
    throw new Error(`${keyOf(route)}: no valid input ${JSON.stringify(input)} ${JSON.stringify(parsed.error?.issues)}`);
  return input;
};

type Session = Awaited<ReturnType<typeof loginAs>>;
/** The route's answer code: a download answers its bytes (code 0 for the check). */
const codeOf = async (session: Session, route: RouteEntry, input: Record<string, unknown>) => {
  const isBody = route.method === 'POST' || route.method === 'PUT';
  const query = Object.fromEntries(
    Object.entries(isBody ? {} : input).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
  const payload = isBody ? JSON.stringify(input) : undefined;
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const response = await ctx.app.inject({
    method,
    url: signedUrl({ method, path: route.url, uid: session.uid, query, body: payload }),
    payload,
    headers: { authorization: `token ${session.token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
  });
  if (!String(response.headers['content-type']).includes('json')) return response.statusCode === 200 ? 0 : -1;
  return (response.json() as { code: number }).code;
};

describe('access kinds, walked on every route that takes them', () => {
  it('declares what every id of these modules’ routes names', () => {
    const declared = routes();
    expect(declared.length).toBeGreaterThan(100);
    const undeclared = declared.flatMap((route) => {
      const fields = Object.keys({ ...fieldsOf(route.schema.querystring), ...fieldsOf(route.schema.body) });
      return fields.filter((name) => isIdField(name) && !route.access?.[name]).map((name) => `${keyOf(route)} ${name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('refuses (9993) another tenant’s id to every demo user, changing nothing, and answers their own', async () => {
    const fixture = await buildFixture();
    const before = await fixture.snapshot();
    const sessions = Object.fromEntries(
      await Promise.all(Object.keys(demoUsers).map(async (user) => [user, await loginAs(ctx.app, user)] as const)),
    ) as Record<DemoUser, Session>;
    const sideIdsOf = (user: DemoUser) => ({ ...fixture.sideIds, ...fixture.own(user) });
    const wrong: string[] = [];
    const ruled = new Set<string>();
    const kindsWalked = new Set<string>();
    // Reads with one's own ids first: the writes below are all refused, so the own rows are as the seed made them.
    const calls = routes()
      .flatMap((route) =>
        Object.entries(route.access ?? {})
          .filter(([, kind]) => isWalked(kind))
          .map(([field, kind]) => ({ route, field, kind: kind as Walked })),
      )
      .sort((a, b) => Number(a.route.method !== 'GET') - Number(b.route.method !== 'GET'));
    for (const { route, field, kind } of calls) {
      for (const user of Object.keys(demoUsers) as DemoUser[]) {
        if (!mayCall(user, route)) continue;
        kindsWalked.add(kind);
        const name = `${user} ${keyOf(route)} ${field}`;
        let theirInput: Record<string, unknown>;
        try {
          theirInput = inputFor(route, field, fixture.foreign[kind], sideIdsOf(user));
        } catch (error) {
          wrong.push(String(error));
          continue;
        }
        const theirs = await codeOf(sessions[user], route, theirInput);
        if (theirs !== ErrorCodes.noPermission) wrong.push(`${name}: another tenant's → ${theirs}`);
        if (route.method !== 'GET') continue;
        if (refusedByRule[name]) {
          ruled.add(name);
          continue;
        }
        const own = await codeOf(
          sessions[user],
          route,
          inputFor(route, field, fixture.own(user)[kind], sideIdsOf(user)),
        );
        if (own !== 0) wrong.push(`${name}: own → ${own}`);
      }
    }
    expect(wrong).toEqual([]);
    expect([...kindsWalked].sort()).toEqual([...walked].sort());
    expect([...ruled].sort()).toEqual(Object.keys(refusedByRule).sort());
    expect(await fixture.snapshot()).toEqual(before);
  });
});
