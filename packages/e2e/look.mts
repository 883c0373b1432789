// Session-local look-around script (not committed): screenshots of pages per user and language.
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:8110';
const [user, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const phone = process.env.PHONE === '1';
const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN', viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
const page = await context.newPage();
const problems: string[] = [];
page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
await page.goto(`${base}/login`);
await page.getByTestId('login-username').fill(user);
await page.getByTestId('login-password').fill('Fireline@2026');
await page.getByTestId('login-captcha').fill('abcd');
await page.getByTestId('login-submit').click();
await page.getByTestId('left-nav').waitFor({ state: 'visible', timeout: 30000 });
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(2500);
  const text = await page.locator('body').innerText();
  const flags = [];
  if (/页面不存在|does not exist/i.test(text)) flags.push('NOT-FOUND');
  if (/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/.test(text.replace(/[\w.-]+@[\w.-]+/g, ''))) flags.push('RAWKEY?:' + (text.match(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/) ?? [''])[0]);
  const name = `${user}-${lang}${p.replace(/[/?=&]/g, '_')}.png`.slice(0, 120);
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
  console.log(p, flags.join(' '), name);
}
console.log(problems.join('\n'));
await browser.close();
