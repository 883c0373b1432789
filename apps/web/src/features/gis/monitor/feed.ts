import {
  alarmTypeLabel,
  RT_EVENT_CONFIRM_MSG_TYPE,
  type EventPush,
  type EventRecord,
  type PushedMessage,
} from '@fireline/shared';
import type { Lang } from '../../../lib/i18n';
import { isEventPush } from '../../../lib/sse-router';

/** The live feed keeps this many entries: a screen that runs for days never grows. */
export const FEED_MAX = 50;

/** One line of the monitor screen's alarm feed, from a listed event or a pushed one. */
export type FeedItem = {
  id: number;
  /** Site time "YYYY-MM-DD HH:mm:ss" (as the server formats it, so entries sort as text). */
  time: string;
  category: string;
  unit: string;
  place: string;
  what: string;
  isHandled: boolean;
  /** Arrived while the screen was open (drawn with a flash). */
  isNew: boolean;
};

/** Where it happened: the event's location names its building and floor already; without one, they are named. */
const placeOf = (location: string | null | undefined, parts: (string | null | undefined)[]) =>
  location || parts.filter(Boolean).join(' ');

export const feedItemOfRecord = (record: EventRecord): FeedItem => ({
  id: record.event_id,
  time: record.receive_time,
  category: record.status_category,
  unit: record.company.name,
  place: placeOf(record.location, [record.building?.name, record.floor?.name, record.device_name]),
  what: record.alarm_type_name,
  isHandled: record.status,
  isNew: false,
});

export const feedItemOfPush = (message: EventPush, lang: Lang): FeedItem => {
  const body = message.msg_body;
  return {
    id: body.event_id,
    time: body.receive_time,
    category: body.status_category,
    unit: body.company_name,
    place: placeOf(body.specific, [body.building_name, body.floor_name, body.product_name]),
    what: alarmTypeLabel(body.alarm_type, lang),
    isHandled: body.confirm_type > 0,
    isNew: true,
  };
};

/** Newest first, one entry per event, at most FEED_MAX. */
const capped = (items: FeedItem[]) => {
  const seen = new Set<number>();
  return items
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => (a.time === b.time ? b.id - a.id : a.time < b.time ? 1 : -1))
    .slice(0, FEED_MAX);
};

export type FeedAction =
  { type: 'listed'; records: EventRecord[] } | { type: 'pushed'; message: PushedMessage; lang: Lang };

/**
 * The feed's state: the listed newest events (replaced when listed again, keeping what was pushed since), pushed
 * events prepended, handled ones marked. Every step answers at most FEED_MAX entries.
 */
export const reduceFeed = (feed: FeedItem[], action: FeedAction): FeedItem[] => {
  if (action.type === 'listed') {
    const listed = action.records.map(feedItemOfRecord);
    const listedIds = new Set(listed.map((item) => item.id));
    return capped([...listed, ...feed.filter((item) => item.isNew && !listedIds.has(item.id))]);
  }
  const { message } = action;
  if (isEventPush(message))
    return capped([
      feedItemOfPush(message, action.lang),
      ...feed.filter((item) => item.id !== message.msg_body.event_id),
    ]);
  if ('msg_type' in message && message.msg_type === RT_EVENT_CONFIRM_MSG_TYPE && 'rt_event_confirm' in message) {
    const id = Number(message.rt_event_confirm.event_id);
    return feed.some((item) => item.id === id)
      ? feed.map((item) => (item.id === id ? { ...item, isHandled: true } : item))
      : feed;
  }
  return feed;
};
