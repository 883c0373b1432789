import type { Locator } from 'playwright-core';

/** Whether two elements as drawn share any area (one lies over the other). */
export const overlaps = async (a: Locator, b: Locator) => {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};
