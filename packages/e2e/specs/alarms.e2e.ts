import type { Browser } from 'playwright-core';
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

describe('live alarms', () => {
  // How fast it arrives is measured by the alarm-tip bench (npm run bench, docs/performance.md), not by a timed
  // assertion here: this waits as the operator does, on the push, however loaded the machine is.
  it('operator sees a fire alarm from a transmission device in the alarm tip, pushed to the open page', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'operator');
    await page.getByTestId('alarm-tip-toggle').waitFor({ state: 'visible' });

    // The demo's device of 华鼎国际大厦, speaking GB/T 26875.3 over TCP.
    const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
    const answer = await device.send(
      uplink.componentStatus([
        {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: 305,
          status: 0b10,
          description: '3层 东侧走廊 烟感',
          time: new Date(),
        },
      ]),
    );
    expect(answer.command).toBe(3);

    const entry = page.getByTestId('alarm-tip-entry').first();
    await entry.waitFor({ state: 'visible', timeout: STEP_MS });
    const text = await entry.textContent();
    expect(text).toContain('火警');
    expect(text).toContain('华鼎国际大厦');
    expect(text).toContain('3层 东侧走廊 烟感');
    await screenshot(page, { path: '/tmp/fireline-alarm-tip.png' });

    // Closing clears the tip and collapses it.
    await page.getByTestId('alarm-tip-close').click();
    await page.getByTestId('alarm-tip-toggle').waitFor({ state: 'visible' });
    await device.close();
    await page.context().close();
  });

  it('a unit manager of another unit does not see that unit’s alarm', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'manager');
    const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100003' });
    expect(
      (
        await device.send(
          uplink.componentStatus([
            {
              systemType: 1,
              systemAddress: 1,
              componentType: 40,
              componentAddress: 12,
              status: 0b10,
              description: '教学楼 烟感',
              time: new Date(),
            },
          ]),
        )
      ).command,
    ).toBe(3);
    await device.close();
    // Then the manager's own unit (华鼎国际大厦) alarms: once that reaches the tip, the other unit's, pushed first if at
    // all (one stream, in order), would be there too.
    const own = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
    expect(
      (
        await own.send(
          uplink.componentStatus([
            {
              systemType: 1,
              systemAddress: 1,
              componentType: 40,
              componentAddress: 306,
              status: 0b10,
              description: '3层 西侧走廊 烟感',
              time: new Date(),
            },
          ]),
        )
      ).command,
    ).toBe(3);
    await own.close();
    const entries = page.getByTestId('alarm-tip-entry');
    await entries.filter({ hasText: '3层 西侧走廊 烟感' }).waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await entries.filter({ hasText: '教学楼' }).count()).toBe(0);
    expect(await entries.count()).toBe(1);
    await page.context().close();
  });
});
