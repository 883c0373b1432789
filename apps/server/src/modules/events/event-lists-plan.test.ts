import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { events } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { eventWhere } from './event-lists.repo';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The plan of the alarm list's main questions, with sequential scans priced out: proves an index can answer them
 * (predicates written as the partial indexes' predicates), which is what keeps them fast on 10 million rows
 * (docs/performance.md has the bench figures).
 */
const planOf = async (where: ReturnType<typeof eventWhere>) =>
  ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx
      .select({ id: events.id })
      .from(events)
      .where(where)
      .orderBy(desc(events.receiveTime), desc(events.id))
      .limit(20);
    const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });

describe('alarm list query plans', () => {
  it('answers a centre’s unprocessed fire alarms, newest first, from the unprocessed index', async () => {
    const plan = await planOf(
      eventWhere(
        { isAll: false, unitIds: [1, 2, 3] },
        { status_category: 'fire', status: false },
        { isShielded: false },
      ),
    );
    // Any of the partial indexes on never-handled events (enum_confirm_type = 0) answers it without touching handled ones.
    expect(plan).toMatch(/events_(company_)?unprocessed_|events_unhandled_time_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('answers one unit’s events of any state from the unit-time index', async () => {
    const plan = await planOf(eventWhere({ isAll: false, unitIds: [2] }, { company_id: 2 }, { isShielded: false }));
    expect(plan).toMatch(/Index/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
