import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByTestId('login-username').fill(process.argv[2] ?? 'operator');
await page.getByTestId('login-password').fill('Fireline@2026');
await page.getByTestId('login-captcha').fill('abcd');
await page.getByTestId('login-submit').click();
await page.getByTestId('left-nav').waitFor({ state: 'visible' });
await page.waitForTimeout(20000);
await page.screenshot({ path: '/tmp/shots/tip.png' });
for (const [i, path] of (process.argv.slice(3)).entries()) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/page${i}.png` });
}
await browser.close();
