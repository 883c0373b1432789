import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orgBindings, organisations } from '../../../db/schema';

export type OrganisationValues = typeof organisations.$inferInsert;

/** An organisation's kind; undefined when there is none of this id. */
export const findOrganisationKind = async (db: DbOrTx, id: number) => {
  const [org] = await db
    .select({ kind: organisations.kind })
    .from(organisations)
    .where(eq(organisations.id, id))
    .limit(1);
  return org?.kind;
};

/** Which of these names organisations of the kind already have. */
export const selectTakenNames = async (db: DbOrTx, kind: string, names: string[]) =>
  new Set(
    (
      await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(and(eq(organisations.kind, kind), inArray(organisations.name, names)))
    ).map((row) => row.name),
  );

/** Adds organisations; returns their ids in order. */
export const insertOrganisations = async (tx: DbOrTx, values: OrganisationValues[]) =>
  (await tx.insert(organisations).values(values).returning({ id: organisations.id })).map((row) => row.id);

/** Binds units to an organisation (centre, authority, maintenance company), in force. */
export const bindUnits = async (tx: DbOrTx, orgId: number, unitIds: number[]) => {
  await tx.insert(orgBindings).values(unitIds.map((unitId) => ({ orgId, unitId, status: 1 })));
};
