import type { Page } from 'playwright-core';

/** A 1×1 red PNG: the photo a worker or an engineer takes. */
export const PHOTO = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);

/** Takes a step of the hazard's detail page: its button, then the dialog's form, then OK; waits for the next status. */
export const takeStep = async (page: Page, step: string, fill: () => Promise<void>, nextStatus: string) => {
  await page.getByTestId(`hazard-action-${step}`).click();
  await page.getByTestId(`hazard-step-form-${step}`).waitFor();
  await fill();
  await page.getByTestId('hazard-step-ok').click();
  await page.getByTestId('hazard-status').filter({ hasText: nextStatus }).waitFor();
};

/** The demo unit's maintenance company as the designation's select titles it (company and contract). */
export const DEMO_MAINT_COMPANY = '安泰消防维保有限公司（华鼎国际大厦消防设施年度维保项目）';
