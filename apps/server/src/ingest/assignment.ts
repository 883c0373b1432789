import { OFFLINE_ALARM_TYPE } from '@fireline/shared';
import type { Tx } from '../db/client';
import type { Recipient } from '../notify/recipients';
import { selectWorkloads } from './assignment.repo';

/**
 * Distribution rules of spec 000 §6: each pushed event gets one assignee among its recipients — people at the console
 * first for a device-offline event, then the highest priority, then the lightest workload (fewest unhandled alarms
 * already assigned). Everyone in scope still receives the event; the assignee is who is expected to act. Answers the
 * assignees by event uuid.
 */
export const chooseAssignees = async (
  tx: Tx,
  events: { uuid: string; alarmType: string }[],
  recipients: Map<string, Recipient[]>,
) => {
  const candidates = [...new Set([...recipients.values()].flat().map((recipient) => recipient.userId))];
  const chosen = new Map<string, number>();
  if (candidates.length === 0) return chosen;
  const { workload, online } = await selectWorkloads(tx, candidates);
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
