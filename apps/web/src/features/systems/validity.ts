import type { SystemValidity } from '@fireline/shared';

/** The i18n key and count of a remaining validity (spec 001 §4): months, days or expired; unknown without dates. */
export const validityText = (
  validity: SystemValidity,
): {
  key: 'systems.validity.months' | 'systems.validity.days' | 'systems.validity.expired' | 'systems.validity.unknown';
  count: number;
} => {
  if (!validity) return { key: 'systems.validity.unknown', count: 0 };
  if (validity.kind === 'expired') return { key: 'systems.validity.expired', count: 0 };
  return {
    key: validity.kind === 'months' ? 'systems.validity.months' : 'systems.validity.days',
    count: validity.value,
  };
};

/** The path a refused delete offers to jump to, when the server sent one (7992 data.path). */
export const jumpPathOf = (data: unknown) =>
  data && typeof data === 'object' && 'path' in data && typeof data.path === 'string' ? data.path : undefined;
