import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobs } from '../scheduler/jobs';
import { createTestApp } from '../test/test-app';
import { queryRows } from './client';
import { vacuumEmbedded } from './maintenance';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(async () => {
  await ctx.close();
});

const componentStats = async () =>
  (
    await queryRows<{ analysed: boolean; vacuumed: boolean; columns: number }>(
      ctx.db,
      sql`select last_analyze is not null as analysed, last_vacuum is not null as vacuumed,
          (select count(*)::int from pg_stats where tablename = 'components') as columns
        from pg_stat_user_tables where relname = 'components'`,
    )
  )[0]!;

describe('embedded database maintenance', () => {
  it('vacuums and analyses PGlite, which has no autovacuum, on a schedule; leaves PostgreSQL to its own', async () => {
    const jobs = buildJobs(ctx.deps).map((job) => job.name);
    // Ingest rewrites component rows all day: dead versions to reclaim, statistics to refresh.
    await ctx.db.execute(sql`update components set state_changed_at = now()`);
    if (ctx.deps.database.driver === 'pglite') {
      expect(jobs).toContain('embedded-vacuum');
      expect(await componentStats()).toMatchObject({ analysed: false, vacuumed: false, columns: 0 });
      expect(await vacuumEmbedded(ctx.deps.database)).toBe(true);
      const after = await componentStats();
      expect(after).toMatchObject({ analysed: true, vacuumed: true });
      expect(after.columns).toBeGreaterThan(10);
    } else {
      expect(jobs).not.toContain('embedded-vacuum');
      expect(await vacuumEmbedded(ctx.deps.database)).toBe(false);
    }
  });
});
