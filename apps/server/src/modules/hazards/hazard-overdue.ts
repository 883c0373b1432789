import {
  announce,
  disposersOf,
  examinersOf,
  queueHazardPushes,
  queueOverdueNotifications,
  type HazardDeps,
} from './hazard-notify';
import { flagOverdueHazards, selectHazardsByIds } from './hazards.repo';

/**
 * The scheduler's `hazard-overdue` job: open hazards not disposed of yet whose deadline passed are flagged once
 * (overdue_at) and their responsible people told — the people named on it, and whoever must dispose of it; the unit's
 * examiners when nobody is named — on the push stream and on the channels each chose in their push settings. The flag,
 * the pushes and the outbox rows commit together. Answers how many were flagged.
 */
export const markOverdueHazards = async (deps: HazardDeps) => {
  const { count, pushed } = await deps.db.transaction(async (tx) => {
    const ids = await flagOverdueHazards(tx);
    if (ids.length === 0) return { count: 0, pushed: [] as number[] };
    const rows = await selectHazardsByIds(tx, ids);
    const notices = [];
    for (const hazard of rows) {
      const named = [...hazard.respUids, ...(await disposersOf(tx, hazard))];
      const userIds = named.length ? named : await examinersOf(tx, hazard.companyId);
      notices.push({
        userIds: [...new Set(userIds)],
        kind: 'overdue' as const,
        hazard,
        companyName: hazard.companyName ?? '',
      });
    }
    await queueOverdueNotifications(tx, notices);
    // Last: the push log's lock is held from its insert to the commit.
    return { count: ids.length, pushed: await queueHazardPushes(tx, notices) };
  });
  await announce(deps, pushed);
  return count;
};
