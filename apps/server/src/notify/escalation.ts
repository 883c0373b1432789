import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buildings, events, floors, notificationOutbox, organisations } from '../db/schema';
import { findRecipients } from './recipients';
import { type NotifySettings, notificationsFor } from './enqueue';

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
    const due = await tx
      .update(events)
      .set({ escalationLevel: sql`${events.escalationLevel} + 1` })
      .where(
        and(
          eq(events.statusCategory, 'fire'),
          eq(events.enumConfirmType, 0),
          eq(events.isShielded, false),
          lt(events.escalationLevel, options.maxLevel),
          sql`${events.receiveTime} < now() - make_interval(secs => ${options.afterSeconds} * (${events.escalationLevel} + 1))`,
        ),
      )
      .returning();
    if (due.length === 0) return 0;
    const recipients = await findRecipients(tx, due);
    const names = {
      companies: new Map(
        (
          await tx
            .select({ id: organisations.id, name: organisations.name })
            .from(organisations)
            .where(
              inArray(
                organisations.id,
                due.map((event) => event.companyId),
              ),
            )
        ).map((row) => [row.id, row.name]),
      ),
      buildings: new Map(
        (
          await tx
            .select({ id: buildings.id, name: buildings.name })
            .from(buildings)
            .where(
              inArray(
                buildings.id,
                due.map((event) => event.buildingId ?? 0),
              ),
            )
        ).map((row) => [row.id, row.name]),
      ),
      floors: new Map(
        (
          await tx
            .select({ id: floors.id, name: floors.name })
            .from(floors)
            .where(
              inArray(
                floors.id,
                due.map((event) => event.floorId ?? 0),
              ),
            )
        ).map((row) => [row.id, row.name]),
      ),
    };
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
    if (rows.length) await tx.insert(notificationOutbox).values(rows).onConflictDoNothing();
    return due.length;
  });
