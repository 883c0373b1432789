import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser } from '../src/browser';
import { newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the first load', () => {
  it('brings the login page without the validation library (zod stays on the server and in lazy routes)', async () => {
    const page = await newPage(browser);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()).pathname, body: await response.text() });
    });
    await page.goto(`${inject('baseUrl')}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('load');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /ZodError|_zod/.test(script.body)).map((script) => script.url)).toEqual([]);
    await page.context().close();
  });
});
