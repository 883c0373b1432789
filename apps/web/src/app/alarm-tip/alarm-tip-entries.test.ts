import type { EventPushBody } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  applyMessages,
  confirmedEventId,
  entryFromMessage,
  entryTarget,
  MAX_TIP_ENTRIES,
  removeEntry,
  snapToEdges,
} from './alarm-tip-entries';
import { buildConfirmPush, buildEventPush } from '../../lib/push-fixtures';

/** A pushed fire alarm of event 41 (its body's fields overridden), as the server builds it. */
const pushed = (overrides: Partial<EventPushBody> = {}) => buildEventPush(overrides);

describe('alarm tip entries', () => {
  it('builds an entry from a pushed event, splitting day and time', () => {
    expect(entryFromMessage(pushed())).toMatchObject({
      id: 41,
      day: '2026-11-22',
      time: '10:35:08',
      company_name: '华鼎国际大厦',
      alarm_status: 'alarm',
      component_id: 99,
    });
    expect(entryFromMessage({ app_id: [29] })).toBeUndefined();
  });

  it('keeps at most 100 entries, newest first, one per event', () => {
    let entries = [] as ReturnType<typeof addEntry>;
    for (let index = 0; index < 120; index += 1)
      entries = addEntry(entries, entryFromMessage(pushed({ event_id: index, seq_id: index }))!);
    expect(entries).toHaveLength(MAX_TIP_ENTRIES);
    expect(entries[0]!.event_id).toBe(119);
    entries = addEntry(entries, entryFromMessage(pushed({ event_id: 119, seq_id: 119 }))!);
    expect(entries.filter((entry) => entry.event_id === 119)).toHaveLength(1);
  });

  it('leads fire, fault, video and hydrant entries to their detail pages', () => {
    const fire = entryTarget(entryFromMessage(pushed())!);
    expect(fire.startsWith('/alarmdeal/detailsinfo/fire?')).toBe(true);
    expect(new URLSearchParams(fire.split('?')[1]).get('returnAlarmdeal')).toBe('true');
    expect(
      entryTarget(entryFromMessage(pushed({ alarm_status: 'fault' }))!).startsWith('/alarmdeal/detailsinfo/fault?'),
    ).toBe(true);
    expect(
      entryTarget(entryFromMessage(pushed({ device_type_class: 'video' }))!).startsWith(
        '/alarmdeal/detailsinfo/video?',
      ),
    ).toBe(true);
    const hydrant = entryTarget(
      entryFromMessage(
        pushed({ device_type_class: 'firecock', equipment_id: 3, equipment_number: 'XHS-01', address: '学院路' }),
      )!,
    );
    expect(hydrant.startsWith('/firecock/details_firecock?')).toBe(true);
    expect(new URLSearchParams(hydrant.split('?')[1]).get('type')).toBe('warn');
  });

  it('snaps to an edge within 40 px and stays inside the window', () => {
    const size = { width: 100, height: 100 };
    const viewport = { width: 1000, height: 800 };
    expect(snapToEdges({ x: 30, y: 300 }, size, viewport)).toEqual({ x: 0, y: 300 });
    expect(snapToEdges({ x: 870, y: 690 }, size, viewport)).toEqual({ x: 900, y: 700 });
    expect(snapToEdges({ x: -50, y: 5000 }, size, viewport)).toEqual({ x: 0, y: 700 });
    expect(snapToEdges({ x: 500, y: 300 }, size, viewport)).toEqual({ x: 500, y: 300 });
  });

  it('drops an event handled elsewhere (rt_event_confirm), whatever the type, and keeps new events', () => {
    const confirm = (id: number, event_id: number | string = 41) =>
      buildConfirmPush({ event_id, enum_confirm_type: { id } });
    expect(confirmedEventId(confirm(1))).toBe(41);
    expect(confirmedEventId(pushed())).toBeUndefined();
    // A pushed event (msg_type event) leaves only when it is already handled, a real fire too.
    expect(confirmedEventId({ ...pushed(), rt_event_confirm: confirm(0).rt_event_confirm })).toBeUndefined();
    expect(confirmedEventId({ ...pushed(), rt_event_confirm: confirm(1).rt_event_confirm })).toBe(41);
    expect(confirmedEventId({ ...pushed(), rt_event_confirm: confirm(2).rt_event_confirm })).toBe(41);
    expect(confirmedEventId(confirm(2, '41'))).toBe(41);
    const entries = [entryFromMessage(pushed({ event_id: 42, seq_id: 42 }))!, entryFromMessage(pushed())!];
    expect(removeEntry(entries, confirmedEventId(confirm(2))!).map((entry) => entry.event_id)).toEqual([42]);
    expect(removeEntry(entries, 7)).toBe(entries);
  });

  it('applies a frame’s batch of messages in arrival order, keeping 100 entries and dropping the ones handled meanwhile', () => {
    const handled = (event_id: number) => buildConfirmPush({ uuid: 'x', event_id, enum_confirm_type: { id: 1 } });
    const burst = Array.from({ length: 130 }, (_, index) => pushed({ event_id: index, seq_id: index }));
    const { entries, added } = applyMessages([], [...burst, handled(129), handled(5), { app_id: [29] }]);
    expect(added).toHaveLength(130);
    expect(entries).toHaveLength(MAX_TIP_ENTRIES - 1);
    expect(entries[0]!.event_id).toBe(128);
    expect(entries.some((entry) => entry.event_id === 129)).toBe(false);
    const later = applyMessages(entries, [handled(128), pushed({ event_id: 200, seq_id: 200 })]);
    expect(later.entries.map((entry) => entry.event_id).slice(0, 2)).toEqual([200, 127]);
    expect(later.added.map((entry) => entry.event_id)).toEqual([200]);
  });

  it('starts over at a reload marker: only what follows it is shown and counts as added', () => {
    const before = applyMessages([], [pushed({ event_id: 1, seq_id: 1, uuid: 'a' })]).entries;
    expect(before).toHaveLength(1);
    const { entries, added } = applyMessages(before, [
      pushed({ event_id: 2, seq_id: 2, uuid: 'b' }),
      { action: 'reload' },
      pushed({ event_id: 3, seq_id: 3, uuid: 'c' }),
    ]);
    expect(entries.map((entry) => entry.event_id)).toEqual([3]);
    expect(added.map((entry) => entry.event_id)).toEqual([3]);
  });
});
