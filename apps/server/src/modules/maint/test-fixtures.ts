import type { ContractRelatedPage } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import {
  buildings,
  maintCharges,
  maintContractBuildings,
  maintContractEquipment,
  maintContracts,
  maintReports,
  maintPlans,
  maintTasks,
  organisations,
  roles,
} from '../../db/schema';
import { bindOrgs, buildOrg, buildUser } from '../../db/seed/factories';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { siteToday } from './contract-scope';

/** Setup the maintenance tests share: the demo contract, its tower, a rival maintenance company, logins. */
export type TestContext = Awaited<ReturnType<typeof createTestApp>>;
export type Session = Awaited<ReturnType<typeof loginAs>>;

/** The demo unit the demo contract covers. */
export const TOWER_NAME = '华鼎国际大厦';

export const orgIdOf = async (ctx: TestContext, name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;

/** The demo seed's one maintenance contract. */
export const demoContractOf = async (ctx: TestContext) => (await ctx.db.select().from(maintContracts))[0]!;

/**
 * Takes the demo seed's maintenance work off a contract (db/seed/demo-maint.ts: buildings and equipment under it,
 * plans, tasks, reports, charges), for the files whose figures start from a contract with nothing done yet.
 */
export const clearContractWork = async (ctx: TestContext, contractId: number) => {
  await ctx.db.delete(maintReports).where(eq(maintReports.contractId, contractId));
  await ctx.db.delete(maintTasks).where(eq(maintTasks.contractId, contractId));
  await ctx.db.delete(maintPlans).where(eq(maintPlans.contractId, contractId));
  await ctx.db.delete(maintCharges).where(eq(maintCharges.contractId, contractId));
  await ctx.db.delete(maintContractEquipment).where(eq(maintContractEquipment.contractId, contractId));
  await ctx.db.delete(maintContractBuildings).where(eq(maintContractBuildings.contractId, contractId));
};

/** The unit's building whose name starts with A (tower A of the demo tower). */
export const buildingAOf = async (ctx: TestContext, companyId: number) =>
  (await ctx.db.select().from(buildings).where(eq(buildings.companyId, companyId))).find((row) =>
    row.name.startsWith('A'),
  )!.id;

/** A user with the maintenance engineer role in the maintenance company `orgId`. */
export const buildEngineer = async (ctx: TestContext, { orgId, realName }: { orgId: number; realName?: string }) => {
  const maintRole = (await ctx.db.select().from(roles).where(eq(roles.code, 'maint_engineer')))[0]!;
  return buildUser(
    ctx.db,
    realName === undefined ? { orgId, roleId: maintRole.id } : { orgId, roleId: maintRole.id, realName },
  );
};

/** A maintenance engineer of another maintenance company, bound to the unit `unitId`. */
export const buildRivalEngineer = async (ctx: TestContext, { unitId, name }: { unitId: number; name?: string }) => {
  const org = await buildOrg(ctx.db, name === undefined ? { kind: 'maint' } : { kind: 'maint', name });
  await bindOrgs(ctx.db, org.id, unitId);
  const user = await buildEngineer(ctx, { orgId: org.id });
  return { org, user };
};

/** Logs in every named user at once, in the order given. */
export const loginAll = <const Names extends readonly string[]>(ctx: TestContext, names: Names) =>
  Promise.all(names.map((name) => loginAs(ctx.app, name))) as Promise<{ [K in keyof Names]: Session }>;

/** Puts the building into the contract and its first `count` pieces of equipment; answers the related ids. */
export const addContractEquipment = async (
  engineer: Session,
  { contractId, buildingId, count }: { contractId: number; buildingId: number; count: number },
) => {
  await engineer.call({
    method: 'POST',
    path: '/api_proxy/maint/mt_building/',
    body: { contract_id: contractId, building_ids: [buildingId] },
  });
  const candidates = await engineer.call<ContractRelatedPage>({
    path: '/api_proxy/maint/contract_related/list/',
    query: { contract_id: contractId, in_contract: 0, building_id: buildingId },
  });
  const added = await engineer.call<{ ids: number[] }>({
    method: 'POST',
    path: '/api_proxy/maint/contract_related/info/',
    body: {
      contract_id: contractId,
      equipment_ids: candidates.body.data.list.slice(0, count).map((row) => row.equipment_id),
    },
  });
  return added.body.data.ids;
};

/**
 * The usual start: the demo app, its contract (`bare`: without the demo seed's work on it), the tower and its building A, a rival maintenance engineer bound to the
 * tower, the engineer's, the manager's and the rival's logins, and `equipment` pieces of tower A's equipment put under
 * the contract (their related ids).
 */
export const startMaintTest = async ({
  rivalName,
  equipment = 0,
  bare = false,
}: {
  rivalName?: string;
  equipment?: number;
  /** Without the demo seed's maintenance work on the contract (clearContractWork). */
  bare?: boolean;
} = {}) => {
  const ctx = await createTestApp({ seed: 'demo' });
  const contract = await demoContractOf(ctx);
  if (bare) await clearContractWork(ctx, contract.id);
  const tower = await orgIdOf(ctx, TOWER_NAME);
  const towerA = await buildingAOf(ctx, tower);
  const { org: rivalOrg, user: rivalUser } = await buildRivalEngineer(ctx, { unitId: tower, name: rivalName });
  const [engineer, manager, rival] = await loginAll(ctx, ['engineer', 'manager', rivalUser.username]);
  const relatedIds =
    equipment > 0
      ? await addContractEquipment(engineer, { contractId: contract.id, buildingId: towerA, count: equipment })
      : [];
  return {
    ctx,
    contract,
    tower,
    towerA,
    rivalOrg,
    engineer,
    manager,
    rival,
    relatedIds,
    today: siteToday(ctx.deps.siteTime),
  };
};
