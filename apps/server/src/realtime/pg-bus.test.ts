import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { BusEvent } from './bus';
import { createPgBus } from './pg-bus';

/**
 * The process that writes a fact acts on it before it answers: a role narrowed or widened is enforced on the holder's
 * very next call to that process, whenever the NOTIFY comes back (roles.test.ts failed on a loaded machine when the
 * cache waited for it). Other processes still hear it through LISTEN, and the writer does not hear it twice.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL bus', () => {
  it('delivers to its own subscribers before publish resolves, once, and to another process', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const writer = await createPgBus({ url, pool });
    const other = await createPgBus({ url, pool });
    const heardHere: BusEvent[] = [];
    const heardThere: BusEvent[] = [];
    writer.subscribe((event) => heardHere.push(event));
    other.subscribe((event) => heardThere.push(event));
    try {
      const event: BusEvent = { kind: 'role_changed', roleId: 4242 };
      await writer.publish(event);
      expect(heardHere).toEqual([event]);
      await expect.poll(() => heardThere, { timeout: 5_000 }).toEqual([event]);
      // The writer's own NOTIFY has come back by now (the other listener has it): still heard once.
      await writer.publish({ kind: 'role_changed', roleId: 4243 });
      await expect.poll(() => heardThere.length, { timeout: 5_000 }).toBe(2);
      expect(heardHere).toEqual([event, { kind: 'role_changed', roleId: 4243 }]);
    } finally {
      await writer.close();
      await other.close();
      await pool.end();
    }
  });
});
