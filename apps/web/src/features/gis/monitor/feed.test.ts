import type { EventRecord } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { buildEventPush } from '../../../lib/push-fixtures';
import { RT_EVENT_CONFIRM_MSG_TYPE } from '@fireline/shared';
import { FEED_MAX, reduceFeed, type FeedItem } from './feed';

const record = (id: number, time: string): EventRecord =>
  ({
    event_id: id,
    receive_time: time,
    status_category: 'fault',
    company: { id: 2, name: '学院路便民商场' },
    building: { id: 1, name: '主楼' },
    floor: null,
    location: '2层 配电间',
    device_name: '电源监控',
    alarm_type_name: '故障',
    status: false,
  }) as unknown as EventRecord;

const push = (id: number, time: string) =>
  buildEventPush({ event_id: id, seq_id: id, receive_time: time, company_name: '华鼎国际大厦' });

describe('the monitor feed', () => {
  it('lists the newest events newest first, then puts pushed ones on top, once each', () => {
    let feed: FeedItem[] = reduceFeed([], {
      type: 'listed',
      records: [record(1, '2026-11-22 09:00:00'), record(2, '2026-11-22 10:00:00')],
    });
    expect(feed.map((item) => item.id)).toEqual([2, 1]);
    expect(feed[0]).toMatchObject({ unit: '学院路便民商场', place: '2层 配电间', what: '故障', isNew: false });
    feed = reduceFeed(feed, { type: 'pushed', message: push(3, '2026-11-22 10:35:08'), lang: 'en' });
    feed = reduceFeed(feed, { type: 'pushed', message: push(3, '2026-11-22 10:35:08'), lang: 'en' });
    expect(feed.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(feed[0]).toMatchObject({ category: 'fire', what: 'Fire alarm', unit: '华鼎国际大厦', isNew: true });
  });

  it('never holds more than FEED_MAX entries however many alarms arrive', () => {
    let feed: FeedItem[] = [];
    for (let id = 1; id <= 5 * FEED_MAX; id += 1) {
      const time = `2026-11-22 10:${String(Math.floor(id / 60) % 60).padStart(2, '0')}:${String(id % 60).padStart(2, '0')}`;
      feed = reduceFeed(feed, { type: 'pushed', message: push(id, time), lang: 'zh' });
      expect(feed.length).toBeLessThanOrEqual(FEED_MAX);
    }
    expect(feed).toHaveLength(FEED_MAX);
    expect(feed[0]!.id).toBe(5 * FEED_MAX);
  });

  it('marks an event handled when its handling is pushed, and keeps pushed ones when the list comes again', () => {
    let feed = reduceFeed([], { type: 'listed', records: [record(1, '2026-11-22 09:00:00')] });
    feed = reduceFeed(feed, { type: 'pushed', message: push(7, '2026-11-22 11:00:00'), lang: 'zh' });
    const handled = {
      msg_type: RT_EVENT_CONFIRM_MSG_TYPE,
      msg_body: { event_id: 1, uuid: 'x', status_category: 'fault', company_id: 2 },
      rt_event_confirm: {
        accept_time: '',
        thing_id: 1,
        thing_type: 'info_device',
        uuid: 'x',
        event_id: 1,
        enum_confirm_type: { id: 2 },
      },
    } as const;
    feed = reduceFeed(feed, { type: 'pushed', message: handled, lang: 'zh' });
    expect(feed.find((item) => item.id === 1)!.isHandled).toBe(true);
    feed = reduceFeed(feed, { type: 'listed', records: [record(2, '2026-11-22 10:00:00')] });
    expect(feed.map((item) => item.id)).toEqual([7, 2]);
  });
});
