import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { maintContractUnits, maintContracts, orgBindings } from '../../db/schema';

/** A maintenance company and a unit: one binding (org_bindings is unique on the pair). */
export type CoveragePair = { maintId: number; unitId: number };

export const CONTRACT_ORIGIN = 'contract';

/** `(maint, unit) in (values …)`, or true when no pairs narrow it (the scheduler's whole sync). */
const pairsIn = (maint: SQL, unit: SQL, pairs: readonly CoveragePair[] | undefined) =>
  pairs === undefined
    ? sql`true`
    : sql`(${maint}, ${unit}) in (values ${sql.join(
        pairs.map((pair) => sql`(${pair.maintId}::int, ${pair.unitId}::int)`),
        sql`, `,
      )})`;

/** The rows a RETURNING statement answered (both drivers answer `{ rows }`), as pairs. */
const toPairs = (result: unknown): CoveragePair[] =>
  (result as { rows: { org_id: number | string; cared_id: number | string }[] }).rows.map((row) => ({
    maintId: Number(row.org_id),
    unitId: Number(row.cared_id),
  }));

/** The contract `c` is live on the site's day `today`: active, started, not ended. */
const liveOn = (today: string) => sql`c.is_active and c.start_date <= ${today}::date and c.end_date >= ${today}::date`;

/**
 * Makes the contract bindings agree with the live contracts, for these pairs (or all): a pair some live contract
 * covers is bound (status 1) — a new row with origin 'contract', or a pending, rejected or ignored request taken over —
 * and a bound row of either origin stays as it is; a 'contract' row no live contract covers any more is removed.
 * Idempotent: a second run changes nothing. Answers what it bound and what it removed.
 */
export const syncContractBindings = async (db: DbOrTx, options: { today: string; pairs?: readonly CoveragePair[] }) => {
  const { today, pairs } = options;
  if (pairs?.length === 0) return { bound: [], removed: [] };
  const bound = await db.execute(sql`
    insert into ${orgBindings} (org_id, cared_id, status, origin)
    select distinct c.company_maint_id, u.company_cared_id, 1, ${CONTRACT_ORIGIN}
    from ${maintContracts} c join ${maintContractUnits} u on u.contract_id = c.id
    where ${liveOn(today)} and ${pairsIn(sql`c.company_maint_id`, sql`u.company_cared_id`, pairs)}
    on conflict (org_id, cared_id) do update
      set status = 1, origin = ${CONTRACT_ORIGIN}, updated_at = now()
      where ${orgBindings}.status <> 1
    returning org_id, cared_id`);
  const removed = await db.execute(sql`
    delete from ${orgBindings} b
    where b.origin = ${CONTRACT_ORIGIN} and ${pairsIn(sql`b.org_id`, sql`b.cared_id`, pairs)}
      and not exists (
        select 1 from ${maintContracts} c join ${maintContractUnits} u on u.contract_id = c.id
        where c.company_maint_id = b.org_id and u.company_cared_id = b.cared_id and ${liveOn(today)})
    returning org_id, cared_id`);
  return { bound: toPairs(bound), removed: toPairs(removed) };
};

/** Which of these units are bound to the company independently of contracts (status 1, origin not 'contract'). */
export const selectRequestBoundUnits = async (db: DbOrTx, maintId: number, unitIds: readonly number[]) => {
  if (unitIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ unitId: orgBindings.unitId })
    .from(orgBindings)
    .where(
      and(
        eq(orgBindings.orgId, maintId),
        eq(orgBindings.status, 1),
        ne(orgBindings.origin, CONTRACT_ORIGIN),
        inArray(orgBindings.unitId, [...unitIds]),
      ),
    );
  return new Set(rows.map((row) => row.unitId));
};
