import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { jsonRowsSelect } from '../db/json-rows';
import { openEvents, type events } from '../db/schema';

/** A recovery: the open occurrence of this alarm type on this component (or on the device itself) closes at `at`. */
export type Restore = { deviceId: number; componentId: number | null; alarmType: string; at: Date };

/** Gives every stored event still open its open_events row, so a later recovery finds it by an index probe. */
export const recordOpenEvents = async (tx: Tx, stored: (typeof events.$inferSelect)[]) => {
  const open = stored.filter((event) => event.restoreTime === null);
  if (open.length === 0) return;
  const rows = open.map((event) => ({
    eventId: event.id,
    deviceId: event.deviceId,
    componentId: event.componentId,
    alarmType: event.alarmType,
  }));
  await tx.insert(openEvents).select(jsonRowsSelect(openEvents, rows));
};

const restoreRows = (restores: Restore[]) =>
  JSON.stringify(
    restores.map((restore) => ({
      device_id: restore.deviceId,
      component_id: restore.componentId,
      alarm_type: restore.alarmType,
      at: restore.at.toISOString(),
    })),
  );

/**
 * Closes the open occurrences the recoveries name: their open_events rows go and their events get the restore time.
 * One statement per kind (component-level, device-level), the batch as one JSON parameter; the lateral lookup keeps
 * each recovery an index probe however many occurrences are open. restore_time is in no index of events, so the update
 * can stay on its page (HOT) instead of writing eleven index entries anew.
 */
export const restoreOpenEvents = async (tx: Tx, restores: Restore[]) => {
  const ofComponents = restores.filter((restore) => restore.componentId !== null);
  const ofDevices = restores.filter((restore) => restore.componentId === null);
  const close = (rows: Restore[], sameComponent: SQL) =>
    tx.execute(sql`with targets as (
        select o.event_id, v.at from jsonb_to_recordset(${restoreRows(rows)}::jsonb) as v(device_id int, component_id int, alarm_type text, at timestamptz)
        cross join lateral (
          select event_id from open_events o where o.device_id = v.device_id and ${sameComponent} and o.alarm_type = v.alarm_type
        ) o
      ), gone as (delete from open_events o using targets t where o.event_id = t.event_id)
      update events e set restore_time = t.at from targets t where e.id = t.event_id`);
  if (ofComponents.length) await close(ofComponents, sql`o.component_id = v.component_id`);
  if (ofDevices.length) await close(ofDevices, sql`o.component_id is null`);
};
