import type { SiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import { selectPlaceNames } from '../../notify/place-names.repo';
import { buildForwardBody, type ForwardedEvent } from './forward-body';
import { insertForwardDeliveries, matchForwardRules, selectDeviceNames } from './forward-outbox.repo';

/**
 * Queues the forwarding of a committed batch's new events, in the writer's transaction (so a forward exists exactly
 * when its event does) and before the push rows, whose lock is held to the commit. Shielded events are not forwarded,
 * as they are not notified. Costs one query when no rule matches; the posts themselves are the dispatcher's, after the
 * commit, so an endpoint never slows ingest.
 */
export const queueEventForwards = async (
  tx: DbOrTx,
  stored: (ForwardedEvent & { id: number; isShielded: boolean })[],
  siteTime: SiteTime,
) => {
  const candidates = stored.filter((event) => !event.isShielded);
  if (candidates.length === 0) return 0;
  const matches = await matchForwardRules(
    tx,
    candidates.map((event) => ({
      companyId: event.companyId,
      category: event.statusCategory,
      deviceType: event.deviceType,
    })),
  );
  if (matches.length === 0) return 0;
  const forwarded = [...new Set(matches.map((match) => match.index))].map((index) => candidates[index]!);
  const [places, devices] = await Promise.all([
    selectPlaceNames(tx, forwarded),
    selectDeviceNames(tx, [...new Set(forwarded.map((event) => event.deviceId))]),
  ]);
  const names = { ...places, devices };
  const ids = await insertForwardDeliveries(
    tx,
    matches.map((match) => {
      const event = candidates[match.index]!;
      return {
        ruleId: match.ruleId,
        url: match.url,
        eventId: event.id,
        isTest: false,
        body: buildForwardBody({ kind: 'event', ruleId: match.ruleId, event, names, siteTime }),
      };
    }),
  );
  return ids.length;
};
