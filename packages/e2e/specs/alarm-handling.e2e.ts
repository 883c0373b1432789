import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { screenshot } from '../src/shots';
import { STEP_MS } from '../src/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo's transmission device of 华鼎国际大厦 (GB/T 26875.3 address 100001) reports one component status. */
/** Sends one component status frame and returns the time it carries (whole seconds, as GB/T 26875.3 labels it). */
const sendComponentStatus = async (options: {
  componentAddress: number;
  status: number;
  description: string;
  time?: Date;
}) => {
  const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
  const time = options.time ?? new Date();
  const answer = await device.send(
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress: options.componentAddress,
        status: options.status,
        description: options.description,
        time,
      },
    ]),
  );
  expect(answer.command).toBe(3);
  await device.close();
  return time;
};

/**
 * The time of a component's next alarm after one at `time`: now, or the next whole second if the clock is still in
 * `time`'s. A frame identical to an earlier one down to its time label (whole seconds) is that frame sent again and is
 * stored once (ingest idempotency, apps/server/src/ingest/gb26875/frame-items.ts), so a device's next alarm of the same
 * kind carries a later second, as a real one's does; a device clock a fraction of a second ahead is an ordinary one.
 */
const nextAlarmTime = (time: Date) => new Date(Math.max(Date.now(), Math.floor(time.getTime() / 1000) * 1000 + 1000));

const tipEntry = (page: Page, text: string) => page.getByTestId('alarm-tip-entry').filter({ hasText: text });

/** Opens the alarm tip's entry for this alarm: the tip opens by itself on the first arrival, until the operator collapses it. */
const openFromTip = async (page: Page, text: string) => {
  const entry = tipEntry(page, text);
  await entry.waitFor({ state: 'visible', timeout: STEP_MS });
  await entry.click();
  await page.getByTestId('alarm-detail').waitFor({ state: 'visible' });
};

/** Picks a handling type in the open 'deal info' dialog by its label. */
const chooseType = async (page: Page, label: string) => {
  await page.getByTestId('deal-dialog').getByText(label, { exact: true }).click();
};

describe('alarm handling', () => {
  it('operator handles a fire from the tip as a real fire; the list shows it handled and a second operator’s tip drops it', async () => {
    const operator = await newPage(browser);
    const colleague = await newPage(browser);
    await loginThroughForm(operator, 'operator');
    await loginThroughForm(colleague, 'zhangyb');

    const description = '4层 电梯前室 烟感';
    await sendComponentStatus({ componentAddress: 411, status: 0b10, description });
    await tipEntry(colleague, description).waitFor({ state: 'visible', timeout: STEP_MS });

    await openFromTip(operator, description);
    expect(new URL(operator.url()).pathname).toBe('/alarmdeal/detailsinfo/fire');
    expect(new URL(operator.url()).searchParams.get('returnAlarmdeal')).toBe('true');
    await operator.getByTestId('detail-handle').click();
    await chooseType(operator, '真实火警');
    await operator.getByTestId('deal-submit').click();
    await operator.getByTestId('deal-dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => operator.getByTestId('event-confirm-type').textContent(), { timeout: STEP_MS })
      .toBe('真实火警');

    // The colleague's tip drops the event handled elsewhere (rt_event_confirm).
    await tipEntry(colleague, description).waitFor({ state: 'detached', timeout: STEP_MS });

    // The fire list shows it handled, with its result and handler.
    await operator.getByTestId('alarm-tip-collapse').click();
    // The list opens on the unprocessed: one click on 全部 shows the handled one too.
    await operator.goto(`${inject('baseUrl')}/alarmdeal/alarmdeal_list/fire`);
    await operator.getByTestId('filter-status').getByText('全部').click();
    await operator.waitForURL(/status=all/);
    const row = operator.locator('[data-testid="alarm-table"] tr', { hasText: description }).first();
    await row.waitFor({ state: 'visible' });
    await expect.poll(() => row.getByTestId('alarm-confirm-type').textContent()).toBe('真实火警');
    // Handled as a real fire, it is processed (docs/alarms.md "Decisions").
    expect(await row.getByTestId('alarm-status-processed').textContent()).toBe('已处理');
    expect(await row.textContent()).toContain('王值班');
    await screenshot(operator, { path: '/tmp/fireline-alarm-handled.png' });

    await operator.context().close();
    await colleague.context().close();
  });

  it('shielding a component from the alarm detail stops its next alarm from popping up, while others still do', async () => {
    const operator = await newPage(browser);
    await loginThroughForm(operator, 'operator');

    const shielded = '6层 会议室 烟感';
    const firstAlarmAt = await sendComponentStatus({ componentAddress: 413, status: 0b10, description: shielded });
    await openFromTip(operator, shielded);
    await operator.getByTestId('detail-shield').click();
    await operator.getByTestId('shield-reason').fill('6层会议室装修施工，暂时屏蔽');
    // Before committing, the dialog says the component's fire alarms will reach nobody until the shield ends.
    expect(await operator.getByTestId('shield-warning').textContent()).toContain('火警');
    await operator.getByTestId('shield-submit').click();
    await operator.getByTestId('detail-unshield').waitFor({ state: 'visible', timeout: STEP_MS });

    // Clear the tip, then the shielded component recovers and alarms again; a second component alarms after it.
    await operator.getByTestId('alarm-tip-close').click();
    await sendComponentStatus({ componentAddress: 413, status: 0, description: shielded });
    await sendComponentStatus({
      componentAddress: 413,
      status: 0b10,
      description: shielded,
      time: nextAlarmTime(firstAlarmAt),
    });
    const control = '6层 走廊 手报';
    await sendComponentStatus({ componentAddress: 414, status: 0b10, description: control });
    // Cleared by the operator, the tip stays collapsed on the control alarm and counts it; opened, the shielded one,
    // sent before it, is not there.
    await expect
      .poll(() => operator.getByTestId('alarm-tip-toggle').textContent(), { timeout: STEP_MS })
      .toContain('1');
    await operator.getByTestId('alarm-tip-toggle').click();
    await tipEntry(operator, control).waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await tipEntry(operator, shielded).count()).toBe(0);

    // The component is listed among the shielded ones, the shield's start on the same clock as the alarm time (the
    // browser runs in UTC, the site in UTC+8): the alarm came seconds after the shield began, not hours.
    await operator.goto(`${inject('baseUrl')}/alarmdeal/alarmdeal_shielded/fire`);
    const row = operator.locator('[data-testid="shielded-table"] tr', { hasText: '会议室' }).first();
    await row.waitFor({ state: 'visible', timeout: STEP_MS });
    const cells = await row.locator('td').allTextContents();
    const [alarmTime, shieldStart] = [cells[0]!, cells[5]!].map((text) => Date.parse(text.replace(' ', 'T') + 'Z')) as [
      number,
      number,
    ];
    expect(alarmTime - shieldStart).toBeGreaterThanOrEqual(0);
    expect(alarmTime - shieldStart).toBeLessThan(60_000);
    // The shield itself is listed among those in force, with who set it; the badge counts the table's shields.
    const active = operator
      .locator('[data-testid="active-shields-table"] tr', { hasText: '6层会议室装修施工' })
      .first();
    await active.waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await active.textContent()).toContain('会议室');
    const activeRows = await operator.locator('[data-testid="active-shields-table"] tbody tr.ant-table-row').count();
    expect(await operator.getByTestId('active-shields-count').textContent()).toBe(String(activeRows));
    await screenshot(operator, { path: '/tmp/fireline-shielded.png' });
    await operator.context().close();
  });

  it('operator handles a fault with apply-repair and lands on the new repair form with the query filled', async () => {
    const operator = await newPage(browser);
    await loginThroughForm(operator, 'operator');

    const description = '5层 配电间 烟感';
    await sendComponentStatus({ componentAddress: 412, status: 0b100, description });
    await openFromTip(operator, description);
    expect(new URL(operator.url()).pathname).toBe('/alarmdeal/detailsinfo/fault');

    await operator.getByTestId('detail-handle').click();
    await chooseType(operator, '故障');
    const applyRepair = operator.getByTestId('deal-apply-repair');
    await expect.poll(() => applyRepair.isEnabled()).toBe(true);
    await applyRepair.check();
    await operator.getByTestId('deal-maint-company').click();
    await operator.locator('.ant-select-item-option', { hasText: '安泰消防维保有限公司' }).click();
    await operator.getByTestId('deal-submit').click();

    await operator.waitForURL((url) => url.pathname === '/vyborg/new', { timeout: STEP_MS });
    const query = new URL(operator.url()).searchParams;
    expect(query.get('type')).toBe('new');
    expect(query.get('uid')).toMatch(/^\d+$/);
    expect(query.get('company_maint_id')).toMatch(/^\d+$/);
    expect(query.get('equip_name')).toBeTruthy();
    expect(query.get('facility_address')).toBeTruthy();
    await operator.getByTestId('repair-form').waitFor({ state: 'visible' });
    expect(await operator.getByTestId('repair-form-equip').inputValue()).toBe(query.get('equip_name'));
    expect(await operator.getByTestId('repair-form-address').inputValue()).toBe(query.get('facility_address'));
    await screenshot(operator, { path: '/tmp/fireline-repair-form.png' });
    await operator.context().close();
  });
});
