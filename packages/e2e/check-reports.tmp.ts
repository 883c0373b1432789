import { signRequest } from '@fireline/shared';
import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:8121';
const send = async (o: { method?: string; path: string; query?: Record<string, string | number>; body?: unknown; token?: string; uid?: number }) => {
  const method = o.method ?? 'GET';
  const rawBody = o.body === undefined ? undefined : JSON.stringify(o.body);
  const params = signRequest({ method, secret: 'fireline-web-secret', uid: o.uid ?? '', clientCode: 'web', clientVersion: '1.0.0', query: o.query, rawBody });
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const r = await fetch(`${base}${o.path}?${search}`, { method, body: rawBody, headers: { ...(rawBody ? { 'content-type': 'application/json' } : {}), ...(o.token ? { authorization: `token ${o.token}` } : {}) } });
  return (await r.json()) as any;
};
const cap = await send({ path: '/api_proxy/user/captcha/' });
const login = await send({ method: 'POST', path: '/api_proxy/user/login/', body: { username: 'engineer', password: 'Fireline@2026', captcha_id: cap.data.captcha_id, captcha_code: 'abcd', platform: 'app' } });
const { user_token: token, uid } = login.data;
const call = (o: any) => send({ ...o, token, uid });
const m = (p: string) => `/api_proxy/maint/${p}/`;
const contract = (await call({ path: m('contract/list') })).data.list[0];
const building = (await call({ path: m('mt_building_list'), query: { contract_id: contract.id, in_contract: 0 } })).data[0];
await call({ method: 'POST', path: m('mt_building'), body: { contract_id: contract.id, building_ids: [building.building_id] } });
const cands = await call({ path: m('contract_related/list'), query: { contract_id: contract.id, in_contract: 0, building_id: building.building_id } });
const added = await call({ method: 'POST', path: m('contract_related/info'), body: { contract_id: contract.id, equipment_ids: cands.data.list.slice(0, 3).map((r: any) => r.equipment_id) } });
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const ids: number[] = [];
for (const name of ['华鼎月度维保 11月', '华鼎消火栓检测', '华鼎报警系统维保']) {
  const task = (await call({ method: 'POST', path: m('task/info'), body: { contract_id: contract.id, task_name: name, enum_task_type: name.includes('检测') ? 3 : 1, plan_start_time: today, plan_end_time: today, related_resp_uid: uid, related_ids: added.data.ids } })).data;
  await call({ method: 'PUT', path: m('task/receive'), body: { id: task.id } });
  await call({ method: 'PUT', path: m('task/result'), body: { item_id: task.items[0].item_id, result: 2, reading: '0.15MPa', remark: '压力不足，需更换' } });
  await call({ method: 'PUT', path: m('task/result'), body: { item_id: task.items[1].item_id, result: 1 } });
  await call({ method: 'PUT', path: m('task/finish'), body: { id: task.id } });
  ids.push(task.id);
}
const rep = await call({ method: 'POST', path: m('report/info'), body: { report_name: '华鼎国际大厦十一月维保报告', task_ids: [ids[0]] } });
console.log('report', rep.code, rep.data?.id);
const dl = await call({ path: m('report/download'), query: { id: rep.data.id, format: 'pdf' } });
const pdf = await fetch(base + dl.data.url);
const fs = await import('node:fs');
fs.writeFileSync('/tmp/rp/report.pdf', Buffer.from(await pdf.arrayBuffer()));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const locale of ['zh-CN', 'en-US']) {
  const ctx = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-username').fill('engineer');
  await page.getByTestId('login-password').fill('Fireline@2026');
  await page.getByTestId('login-captcha').fill('abcd');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('left-nav').waitFor();
  const tag = locale.slice(0, 2);
  for (const [name, path, id] of [
    ['list', '/vyborg/report', 'report-list-page'],
    ['generate', '/vyborg/generatereport', 'report-generate-page'],
    ['detail', `/vyborg/reportdetail?id=${rep.data.id}`, 'report-detail-page'],
    ['manage', '/vyborg/report_manage', 'report-manage-page'],
  ]) {
    await page.goto(base + path);
    await page.getByTestId(id).waitFor();
    await page.waitForTimeout(800);
    if (name === 'generate') {
      await page.locator('.ant-table-row .ant-checkbox-input').nth(1).check();
      await page.locator('.ant-table-row .ant-checkbox-input').nth(0).check();
    }
    await page.screenshot({ path: `/tmp/rp/${tag}-${name}.png` });
  }
  await ctx.close();
}
await browser.close();
