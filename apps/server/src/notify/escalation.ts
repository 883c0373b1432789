import type { Db } from '../db/client';
import { type NotifySettings, notificationsFor } from './enqueue';
import { raiseEscalationLevels } from './escalation.repo';
import { insertNotifications } from './outbox.repo';
import { selectPlaceNames } from './place-names.repo';
import { findRecipients } from './recipients';

/** Channels an escalation always tries, whatever the user chose: the ones that wake people up. */
const ESCALATION_CHANNELS = ['sms', 'voice', 'app', 'webhook'];

/**
 * A fire alarm nobody has handled (confirm type still 0) after `afterSeconds` is escalated: its level goes up
 * and everyone it was pushed to is notified again on the loud channels, once per level, up to `maxLevel`.
 * Handling the alarm stops it, since handled alarms no longer match.
 */
export const escalateUnhandledAlarms = async (options: {
  db: Db;
  afterSeconds: number;
  maxLevel: number;
  settings: NotifySettings;
}) =>
  options.db.transaction(async (tx) => {
    const due = await raiseEscalationLevels(tx, options);
    if (due.length === 0) return 0;
    const recipients = await findRecipients(tx, due);
    const names = await selectPlaceNames(tx, due);
    const rows = due.flatMap((event) =>
      notificationsFor({
        event,
        recipients: recipients.get(event.uuid) ?? [],
        names,
        settings: options.settings,
        reason: `escalation:${event.escalationLevel}`,
        channels: ESCALATION_CHANNELS,
      }),
    );
    await insertNotifications(tx, rows);
    return due.length;
  });
