/**
 * Query keys that live above the features. `clientConfig` is lib's own; the others are another feature's keys that a
 * second feature names but cannot import from that feature's `keys.ts` without closing an import cycle (buildings →
 * floors, events → repair, companies → bindings): the owning feature's factory builds on them, so both stay one key.
 */
export const libKeys = {
  clientConfig: () => ['client-config'] as const,
  /** The alarms' root (`eventKeys.all`): repair refreshes the alarms a repair task changes. */
  alarms: ['alarms'] as const,
  /** The building strips of every unit (`buildingKeys.stripAll()`): floors refresh them after a floor changes. */
  buildingStrips: () => ['buildings', 'strip'] as const,
  /** One unit's record (`companyKeys.info`): bindings refresh it after a binding changes. */
  company: (companyId: number | undefined) => ['company', companyId] as const,
};
