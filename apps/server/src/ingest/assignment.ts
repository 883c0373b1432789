import { OFFLINE_ALARM_TYPE } from '@fireline/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { Recipient } from '../notify/recipients';

/** A session used within this window counts as a person at the console. */
const ONLINE_WINDOW_MINUTES = 5;
/** Workload is compared, not reported: counting past this keeps the cost bounded on a centre with a backlog. */
const WORKLOAD_CAP = 200;

/**
 * Distribution rules of spec 000 §6: each pushed event gets one assignee among its recipients — people at the console
 * first for a device-offline event, then the highest priority, then the lightest workload (fewest unhandled alarms
 * already assigned). Everyone in scope still receives the event; the assignee is who is expected to act.
 */
/** Assignees by event uuid. */
export const chooseAssignees = async (
  tx: Tx,
  events: { uuid: string; alarmType: string }[],
  recipients: Map<string, Recipient[]>,
) => {
  const candidates = [...new Set([...recipients.values()].flat().map((recipient) => recipient.userId))];
  const chosen = new Map<string, number>();
  if (candidates.length === 0) return chosen;
  const list = sql.join(
    candidates.map((id) => sql`${id}`),
    sql`, `,
  );
  const load = await queryRows<{ id: number; open: number; online: boolean }>(
    tx,
    sql`select u.id,
          (select count(*)::int from (select 1 from events e where e.assignee_id = u.id and e.enum_confirm_type = 0 limit ${WORKLOAD_CAP}) w) as open,
          exists (select 1 from sessions s where s.user_id = u.id and s.ended_at is null
                  and s.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})) as online
        from users u where u.id in (${list})`,
  );
  const workload = new Map(load.map((row) => [Number(row.id), Number(row.open)]));
  const online = new Set(load.filter((row) => row.online).map((row) => Number(row.id)));
  for (const event of events) {
    let pool = recipients.get(event.uuid) ?? [];
    if (pool.length === 0) continue;
    if (event.alarmType === OFFLINE_ALARM_TYPE && pool.some((recipient) => online.has(recipient.userId))) {
      pool = pool.filter((recipient) => online.has(recipient.userId));
    }
    const top = Math.max(...pool.map((recipient) => recipient.priority));
    pool = pool.filter((recipient) => recipient.priority === top);
    const assignee = pool.reduce((best, recipient) =>
      (workload.get(recipient.userId) ?? 0) < (workload.get(best.userId) ?? 0) ? recipient : best,
    );
    chosen.set(event.uuid, assignee.userId);
    // Later events of the same batch see the work already handed out.
    workload.set(assignee.userId, (workload.get(assignee.userId) ?? 0) + 1);
  }
  return chosen;
};
