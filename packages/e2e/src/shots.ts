import type { Page } from 'playwright-core';

type ShotOptions = NonNullable<Parameters<Page['screenshot']>[0]> & { path: string };

/**
 * Screenshots are for people looking at the screens (`/tmp/fireline-*.png`, `$E2E_SHOTS`): no test reads them. CI
 * (`CI=true`, .ci/run) has nobody looking, so it skips them unless E2E_SHOTS asks for them; a full-page shot of a
 * 1440×900 console costs a good part of a second on a busy 2-core machine.
 */
export const takesShots = process.env.CI !== 'true' || process.env.E2E_SHOTS !== undefined;

export const screenshot = async (page: Page, options: ShotOptions) => {
  if (takesShots) await page.screenshot(options);
};
