import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { asStored, jsonRowsSelect } from './json-rows';
import { events, ingestReceipts } from './schema';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const eventRow = (uuid: string, extra: Partial<typeof events.$inferInsert> = {}): typeof events.$inferInsert => ({
  uuid,
  source: 'gb26875',
  companyId: 1,
  deviceId: 7,
  statusCategory: 'fire',
  alarmStatus: 'alarm',
  alarmType: 'fire_alarm',
  deviceCode: 'UITD-0001',
  deviceName: '3号楼 \'烟感\' "A"',
  acceptTime: new Date('2026-11-24T08:00:00.123Z'),
  ...extra,
});

describe('rows inserted from one JSON parameter', () => {
  it('stores every value as a VALUES insert would, defaults included, and returns the rows typed', async () => {
    const full = {
      componentId: 12,
      systemType: 1,
      alarmValue: '0.09MPa',
      restoreTime: new Date('2026-11-24T08:05:00Z'),
      isShielded: true,
      raw: { adu: [2, 1], text: 'x"y', nested: { ok: true } },
      annexIds: ['a1', 'b,2'],
    };
    const [viaValues] = await ctx.db
      .insert(events)
      .values([eventRow('json-rows-values', full)])
      .returning();
    const [viaJson, minimal] = await ctx.db
      .insert(events)
      .select(jsonRowsSelect(events, [eventRow('json-rows-json', full), eventRow('json-rows-minimal')]))
      .returning();
    const comparable = ({ id: _id, uuid: _uuid, receiveTime: _receive, ...rest }: typeof events.$inferSelect) => rest;
    expect(comparable(viaJson!)).toEqual(comparable(viaValues!));
    expect(viaJson!.id).toBeGreaterThan(viaValues!.id);
    expect(viaJson!.receiveTime).toBeInstanceOf(Date);
    expect(minimal).toMatchObject({
      enumConfirmType: 0,
      escalationLevel: 0,
      isShielded: false,
      componentId: null,
      raw: null,
      annexIds: null,
    });
    expect(minimal!.id).toBe(viaJson!.id + 1);
  });

  it('builds the stored row from the row sent and what the database filled in, equal to the row read back', async () => {
    const sent = [
      eventRow('as-stored-full', {
        componentId: 3,
        raw: { adu: [1] },
        annexIds: ['x'],
        restoreTime: new Date('2026-11-24T08:05:00Z'),
      }),
      eventRow('as-stored-minimal'),
    ];
    const filled = await ctx.db
      .insert(events)
      .select(jsonRowsSelect(events, sent))
      .returning({ id: events.id, uuid: events.uuid, receiveTime: events.receiveTime });
    const built = filled.map((returned, index) => asStored(events, sent[index]!, returned));
    const readBack = await ctx.db
      .select()
      .from(events)
      .where(
        inArray(
          events.id,
          filled.map((row) => row.id),
        ),
      )
      .orderBy(events.id);
    expect(built).toEqual(readBack);
    expect(built[1]).toMatchObject({ enumConfirmType: 0, escalationLevel: 0, isShielded: false, restoreTime: null });
  });

  it('keeps on-conflict semantics: a known key is skipped and the rest is stored', async () => {
    await ctx.db.insert(ingestReceipts).values({ uuid: 'json-rows-known' });
    const inserted = await ctx.db
      .insert(ingestReceipts)
      .select(jsonRowsSelect(ingestReceipts, [{ uuid: 'json-rows-known' }, { uuid: 'json-rows-new' }]))
      .onConflictDoNothing()
      .returning({ uuid: ingestReceipts.uuid });
    expect(inserted).toEqual([{ uuid: 'json-rows-new' }]);
    const stored = await ctx.db
      .select()
      .from(ingestReceipts)
      .where(inArray(ingestReceipts.uuid, ['json-rows-known', 'json-rows-new']));
    expect(stored).toHaveLength(2);
  });
});
