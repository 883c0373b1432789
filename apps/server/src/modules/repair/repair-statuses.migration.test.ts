import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';

type Journal = { entries: { tag: string }[] };

describe('migration repair_statuses', () => {
  it(
    'moves the old statuses (1 pending, 2 processing, 3 finished, 4 cancelled) to the maintenance states',
    { timeout: 120_000 },
    async () => {
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as Journal;
      const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_repair_statuses'));
      expect(cut).toBeGreaterThan(0);
      // The migrations folder as the release before it shipped.
      const older = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-repair-'));
      fs.mkdirSync(path.join(older, 'meta'));
      const kept = journal.entries.slice(0, cut);
      fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
      for (const entry of kept)
        fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(older, `${entry.tag}.sql`));

      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle(client);
      try {
        await db.execute(sql`create extension if not exists pg_trgm`);
        await migrate(db, { migrationsFolder: older });
        // Event 7: cancelled twice, then a live request; the others one each.
        await db.execute(sql`insert into repair_tasks
        (task_name, company_maint_id, company_cared_id, enum_task_origin, enum_task_type, enum_task_status, event_id, creater_id, fault_desc)
        values ('a', 1, 2, 3, 2, 4, 7, 1, 'x'), ('b', 1, 2, 3, 2, 4, 7, 1, 'x'), ('c', 1, 2, 3, 2, 1, 7, 1, 'x'),
               ('d', 1, 2, 3, 2, 2, 8, 1, 'x'), ('e', 1, 2, 3, 2, 3, 9, 1, 'x')`);
        await migrate(db, { migrationsFolder });
        const rows = (
          await db.execute<{ task_name: string; enum_task_status: number; enum_task_level: number }>(
            sql`select task_name, enum_task_status, enum_task_level from repair_tasks order by task_name`,
          )
        ).rows;
        expect(rows.map((row) => [row.task_name, row.enum_task_status])).toEqual([
          ['a', 6],
          ['b', 6],
          ['c', 1],
          ['d', 3],
          ['e', 5],
        ]);
        expect(rows.every((row) => row.enum_task_level === 1)).toBe(true);
        // One live request per event still holds on the new values: a second live one for event 7 is refused.
        await expect(
          db.execute(sql`insert into repair_tasks
          (task_name, company_maint_id, company_cared_id, enum_task_origin, enum_task_type, enum_task_status, event_id, creater_id, fault_desc)
          values ('f', 1, 2, 3, 2, 1, 7, 1, 'x')`),
        ).rejects.toThrow();
      } finally {
        await client.close();
      }
    },
  );
});
