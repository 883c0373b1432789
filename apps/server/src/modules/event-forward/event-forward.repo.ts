import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { newestFirstPage } from '../../db/list-page';
import { ilikeContains } from '../../db/like';
import { eventForwardDeliveries, eventForwardRules, notificationOutbox } from '../../db/schema';

export type RuleRow = typeof eventForwardRules.$inferSelect;
export type RuleValues = Partial<typeof eventForwardRules.$inferInsert>;

type Page = { page_no: number; page_size: number };

/** A page of rules, newest first: one organisation's, or every organisation's (orgId null, the administrator). */
export const selectRules = async (
  db: DbOrTx,
  options: { orgId: number | null; name?: string; isEnabled?: boolean },
  page: Page,
) => {
  const where = and(
    options.orgId === null ? undefined : eq(eventForwardRules.orgId, options.orgId),
    options.name ? ilikeContains(eventForwardRules.name, options.name) : undefined,
    options.isEnabled === undefined ? undefined : eq(eventForwardRules.isEnabled, options.isEnabled),
  );
  const rows = db.select().from(eventForwardRules).$dynamic();
  return newestFirstPage(db, { rows, table: eventForwardRules, id: eventForwardRules.id, where, page });
};

export const findRule = async (db: DbOrTx, id: number) =>
  (await db.select().from(eventForwardRules).where(eq(eventForwardRules.id, id)))[0];

export const insertRule = async (db: DbOrTx, values: typeof eventForwardRules.$inferInsert) =>
  firstRow(await db.insert(eventForwardRules).values(values).returning());

export const updateRule = async (db: DbOrTx, id: number, values: RuleValues) =>
  (
    await db
      .update(eventForwardRules)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(eventForwardRules.id, id))
      .returning()
  )[0];

/** A rule with its deliveries and their outbox rows (nothing of it is left to send), in the caller's transaction. */
export const deleteRule = async (tx: DbOrTx, id: number) => {
  await tx
    .delete(notificationOutbox)
    .where(
      inArray(
        notificationOutbox.id,
        tx
          .select({ id: eventForwardDeliveries.outboxId })
          .from(eventForwardDeliveries)
          .where(eq(eventForwardDeliveries.ruleId, id)),
      ),
    );
  await tx.delete(eventForwardRules).where(eq(eventForwardRules.id, id));
};

/** The newest delivery of each rule: when, its outbox status, the endpoint's last status code. */
export const selectLastDeliveries = async (db: DbOrTx, ruleIds: number[]) => {
  if (ruleIds.length === 0) return new Map<number, { createdAt: Date; status: string; statusCode: number | null }>();
  const rows = await db
    .selectDistinctOn([eventForwardDeliveries.ruleId], {
      ruleId: eventForwardDeliveries.ruleId,
      createdAt: eventForwardDeliveries.createdAt,
      status: notificationOutbox.status,
      statusCode: eventForwardDeliveries.statusCode,
    })
    .from(eventForwardDeliveries)
    .innerJoin(notificationOutbox, eq(notificationOutbox.id, eventForwardDeliveries.outboxId))
    .where(inArray(eventForwardDeliveries.ruleId, ruleIds))
    .orderBy(eventForwardDeliveries.ruleId, desc(eventForwardDeliveries.outboxId));
  return new Map(rows.map((row) => [row.ruleId, row]));
};

/**
 * Locks the rule's row to the end of the transaction (two test presses at once are counted one after the other) and
 * counts its tests queued since `since`.
 */
export const lockAndCountTests = async (tx: DbOrTx, ruleId: number, since: Date) => {
  await tx.execute(sql`select id from ${eventForwardRules} where id = ${ruleId} for update`);
  const [row] = await tx
    .select({ value: count() })
    .from(eventForwardDeliveries)
    .where(
      and(
        eq(eventForwardDeliveries.ruleId, ruleId),
        eq(eventForwardDeliveries.isTest, true),
        gte(eventForwardDeliveries.createdAt, since),
      ),
    );
  return row?.value ?? 0;
};

/** A rule's delivery log, newest first, with each delivery's outbox state. */
export const selectDeliveries = async (db: DbOrTx, options: { ruleId: number; status?: string }, page: Page) => {
  const where: SQL | undefined = and(
    eq(eventForwardDeliveries.ruleId, options.ruleId),
    options.status ? eq(notificationOutbox.status, options.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: eventForwardDeliveries, outbox: notificationOutbox })
      .from(eventForwardDeliveries)
      .innerJoin(notificationOutbox, eq(notificationOutbox.id, eventForwardDeliveries.outboxId))
      .where(where)
      .orderBy(desc(eventForwardDeliveries.outboxId))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db
      .select({ value: count() })
      .from(eventForwardDeliveries)
      .innerJoin(notificationOutbox, eq(notificationOutbox.id, eventForwardDeliveries.outboxId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
