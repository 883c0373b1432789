import { alarmTypeLabel, composePlace, isMobile } from '@fireline/shared';
import type { events, notificationOutbox } from '../db/schema';
import type { Recipient } from './recipients';

export type NotifySettings = { categories: string[]; webhookUrl?: string };

/** The names of the units, buildings and floors of a batch of events, by id: what a notification's text says. */
export type PlaceNames = {
  companies: Map<number, string>;
  buildings: Map<number, string>;
  floors: Map<number, string>;
};

/** The address a channel sends to, or undefined when the user has none (SMS and voice need a mobile, not a landline). */
const addressFor = (channel: string, recipient: Recipient, settings: NotifySettings) => {
  switch (channel) {
    case 'app':
      return String(recipient.userId);
    case 'sms':
    case 'voice':
      return recipient.mobile && isMobile(recipient.mobile) ? recipient.mobile : undefined;
    case 'email':
      return recipient.email ?? undefined;
    case 'wechat':
      return recipient.wechatOpenid ?? undefined;
    case 'webhook':
      return settings.webhookUrl;
    default:
      return undefined;
  }
};

/** Outbox rows for an event's recipients on their channels (or the channels given, for escalation). */
export const notificationsFor = (options: {
  event: typeof events.$inferSelect;
  recipients: Recipient[];
  names: PlaceNames;
  settings: NotifySettings;
  reason: string;
  channels?: string[];
}): (typeof notificationOutbox.$inferInsert)[] => {
  const { event } = options;
  if (event.isShielded || !options.settings.categories.includes(event.statusCategory)) return [];
  const company = options.names.companies.get(event.companyId) ?? '';
  const building = event.buildingId ? (options.names.buildings.get(event.buildingId) ?? '') : '';
  const floor = event.floorId ? (options.names.floors.get(event.floorId) ?? '') : '';
  const payload = {
    title: `【${company}】${alarmTypeLabel(event.alarmType, 'zh')}`,
    content: [
      company,
      composePlace({ building, floor, position: event.location ?? event.installAddress }),
      event.deviceName,
      alarmTypeLabel(event.alarmType, 'zh'),
    ]
      .filter(Boolean)
      .join(' '),
    event_id: event.id,
    uuid: event.uuid,
    status_category: event.statusCategory,
    accept_time: event.acceptTime.toISOString(),
  };
  // The webhook is the installation's, not a person's: one post per event, whoever asked for it.
  let hasWebhook = false;
  return options.recipients.flatMap((recipient) =>
    (options.channels ?? recipient.channels).flatMap((channel) => {
      const address = addressFor(channel, recipient, options.settings);
      if (!address || (channel === 'webhook' && hasWebhook)) return [];
      if (channel === 'webhook') hasWebhook = true;
      return [
        { eventId: event.id, userId: recipient.userId, channel, recipient: address, reason: options.reason, payload },
      ];
    }),
  );
};
