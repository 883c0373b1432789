import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { apiSession } from './api';
import { DEMO_PASSWORD } from './login';

/** A patrol point of the manager's unit with one item, made through the API: its id and label (the QR code's value). */
export const createPatrolSite = async (
  manager: Awaited<ReturnType<typeof apiSession>>,
  options: { name: string; item: string; photoRequired: boolean },
) => {
  const created = await manager.call<{ id: number }>({
    method: 'POST',
    path: '/api_proxy/patrol/site/info/',
    body: {
      site_name: options.name,
      items: [
        {
          name: options.item,
          enum_pt_item_type: 1,
          quantity: 1,
          check_require_json: { kind: 'pass_fail', photo_required: options.photoRequired },
        },
      ],
    },
  });
  expect(created.code).toBe(0);
  const site = await manager.call<{ label_code: string }>({
    path: '/api_proxy/patrol/site/info/',
    query: { site_id: created.data.id },
  });
  return { id: created.data.id, labelCode: site.data.label_code };
};

/** A phone (390×844, touch) in its own context. */
export const newPhone = (browser: Browser) =>
  browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'UTC',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

/** The phone logs in through the form too; its layout is the console's, so only the URL tells the login is done. */
export const loginOnPhone = async (page: Page, username: string) => {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-captcha').fill('abcd');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};
