import { chromium } from 'playwright-core';
import { computeSign, randomNonce } from '@fireline/shared';

const base = 'http://127.0.0.1:8103';
const secret = 'fireline-web-secret';

const callApi = async (method: string, path: string, token?: string, uid?: number, body?: unknown, query: Record<string, string> = {}) => {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const params: Record<string, string> = {
    ...query,
    uid: String(uid ?? ''),
    view_type: 'web',
    cc: 'web',
    cv: '1.0.0',
    sign_time: String(Math.floor(Date.now() / 1000)),
    sign_random: randomNonce(),
  };
  const sign = computeSign({ method, secret, params, rawBody: raw });
  const response = await fetch(`${base}${path}?${new URLSearchParams({ ...params, sign })}`, {
    method,
    body: raw,
    headers: { ...(raw ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `token ${token}` } : {}) },
  });
  return (await response.json()) as { code: number; data: any; msg: string };
};

const login = async (username: string) => {
  const captcha = await callApi('GET', '/api_proxy/user/captcha/');
  const answer = await callApi('POST', '/api_proxy/user/login/', undefined, undefined, {
    username,
    password: 'Fireline@2026',
    captcha_id: captcha.data.captcha_id,
    captcha_code: 'abcd',
  });
  return { token: answer.data.user_token as string, uid: answer.data.uid as number, company: answer.data.company_id as number };
};

const seed = async () => {
  const manager = await login('manager');
  const created = await callApi('POST', '/api_proxy/building/info/', manager.token, manager.uid, {
    company_id: manager.company,
    building_name: 'C 座 综合楼',
    ongrounder_floors: 3,
    underground_floors: 1,
  });
  console.log('building', created.code, created.msg);
  const id = created.data.building_id;
  console.log('put', (await callApi('PUT', '/api_proxy/building/info/', manager.token, manager.uid, { building_id: id, building_name: 'C 座 综合楼（东）', address: '北京市海淀区中关村大街 27 号' })).code);
  console.log('push', (await callApi('PUT', '/api_proxy/user/push_setting/', manager.token, manager.uid, { receive_all_fire: true, priority: 5 })).code);
  console.log('del', (await callApi('DELETE', '/api_proxy/building/info/', manager.token, manager.uid, undefined, { building_id: String(id) })).code);
  const admin = await login('admin');
  console.log('center', (await callApi('POST', '/api_proxy/center/info/', admin.token, admin.uid, {
    company_name: '昌平区消防监管中心', contact_name: '韩主任', is_platform: 1, account: 'changping01', password: 'Cp@2026.a', confirm_password: 'Cp@2026.a',
  })).code);
};

const main = async () => {
  if (process.argv[2] === 'seed') await seed();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const [user, pages] of [
    ['admin', ['/logList', '/loginLogList']],
    ['manager', ['/systemmanage/log']],
  ] as const) {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-username').fill(user);
    await page.getByTestId('login-password').fill('Fireline@2026');
    await page.getByTestId('login-captcha').fill('abcd');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('left-nav').waitFor({ state: 'visible' });
    for (const lang of ['zh', 'en']) {
      if (lang === 'en') {
        await page.getByTestId('lang-switch').click();
        await page.waitForTimeout(500);
      }
      for (const path of pages) {
        await page.goto(`${base}${path}`);
        await page.waitForSelector('.ant-table-row', { timeout: 15000 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/oplog-shots/${user}-${path.replaceAll('/', '_')}-${lang}.png` });
      }
    }
    await context.close();
  }
  await browser.close();
};
void main();
