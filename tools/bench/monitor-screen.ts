import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { repoRoot, startBenchServer } from './bench-server';

/**
 * Issue 17's wall-screen figure: the monitor screen runs for days without a reload, so its memory must not grow under
 * a steady stream of alarms.
 *   npm run build && npm run bench:monitor-screen -w @fireline/tools [-- --rate 5 --minutes 60]
 * A server on PGlite (fresh data folder, demo seed, scheduler on), the operator logged in through the form in
 * Chromium at 1920×1080, `/monitor_screen` open, and the demo's transmission device (GB/T 26875.3 address 100001)
 * sending a fire alarm of a new component every 1/rate s over TCP. Every minute, after a forced garbage collection,
 * the page's live JS heap, DOM nodes and event listeners are read through the DevTools protocol.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1]) || fallback;
const RATE = option('rate', 5);
const MINUTES = option('minutes', 60);
const FIRE = 0b10;

type Sample = { minute: number; heapMb: number; nodes: number; listeners: number; sent: number };

const main = async () => {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.log('monitor screen: no client build — run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-monitor-screen-'));
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SCHEDULER_ENABLED: 'true',
    CLIENT_SECRETS: 'web:fireline-web-secret',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  let sending = true;
  let startedAt = new Date();
  try {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('login-username').fill('operator');
    await page.getByTestId('login-password').fill('Fireline@2026');
    await page.getByTestId('login-captcha').fill('abcd');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('left-nav').waitFor({ state: 'visible' });
    await page.goto(`${server.baseUrl}/monitor_screen`);
    await page.getByTestId('monitor-screen').waitFor({ state: 'visible' });
    await page.waitForTimeout(5_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async (minute: number, sent: number): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? 0;
      return {
        minute,
        heapMb: metric('JSHeapUsedSize') / 1024 / 1024,
        nodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
        sent,
      };
    };

    const device = await connectDevice({ host: '127.0.0.1', port: server.gbPort, address: '100001' });
    let sent = 0;
    // Every send's outcome: the gateway's confirm (3), a denial (6), or no answer after the device's resends (four
    // attempts 10 s apart); a send answered only on a resend is counted apart, as a late answer.
    const outcomes = { confirmed: 0, denied: 0, unanswered: 0, resent: 0 };
    const pending = new Set<Promise<void>>();
    startedAt = new Date();
    const started = performance.now();
    const sender = (async () => {
      while (sending) {
        const wait = started + (sent * 1000) / RATE - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const alarm = {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          // A new component each time (no component ever fires twice), so every alarm opens an event.
          componentAddress: 20_000 + sent,
          status: FIRE,
          description: `wall ${sent}`,
          time: new Date(),
        };
        sent += 1;
        const delivery = device.send(uplink.componentStatus([alarm])).then((answer) => {
          if (answer.command === 3) outcomes.confirmed += 1;
          else if (answer.command === undefined) outcomes.unanswered += 1;
          else outcomes.denied += 1;
          if (answer.attempts > 1) outcomes.resent += 1;
          pending.delete(delivery);
        });
        pending.add(delivery);
      }
    })();

    const samples: Sample[] = [await sample(0, 0)];
    console.log(
      `\nmonitor screen at ${RATE} alarms/s for ${MINUTES} min (1920×1080, PGlite server, Chromium headless)`,
    );
    console.log('minute  JS heap (MB, after GC)  DOM nodes  listeners  alarms sent');
    const print = (row: Sample) =>
      console.log(
        `${String(row.minute).padStart(6)}  ${row.heapMb.toFixed(1).padStart(22)}  ${String(row.nodes).padStart(9)}  ${String(row.listeners).padStart(9)}  ${String(row.sent).padStart(11)}`,
      );
    print(samples[0]!);
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await page.waitForTimeout(Math.max(0, started + minute * 60_000 - performance.now()));
      const row = await sample(minute, sent);
      samples.push(row);
      print(row);
    }
    sending = false;
    await sender;
    // The last sends' answers (or their resends) before the connection is closed.
    await Promise.all(pending);
    await device.close();
    // Growth from the first full minute (the screen's caches and charts warm up in it) to the last.
    const first = samples[1] ?? samples[0]!;
    const last = samples.at(-1)!;
    console.log(
      `alarms sent ${sent}: confirmed ${outcomes.confirmed} (${outcomes.resent} of all sends needed a resend), denied ${outcomes.denied}, never answered ${outcomes.unanswered}`,
    );
    console.log(
      `growth minute ${first.minute} → ${last.minute}: heap ${(last.heapMb - first.heapMb).toFixed(1)} MB, DOM nodes ${last.nodes - first.nodes}, listeners ${last.listeners - first.listeners}`,
    );
    console.log(`screen still live: ${await page.getByTestId('monitor-screen').isVisible()}`);
  } finally {
    sending = false;
    await browser.close();
    await server.stop();
  }
  // What the centre stored, read from its database once the server has stopped: one fire event per alarm sent.
  const db = await PGlite.create(path.join(dataDir, 'db'));
  const { rows } = await db.query<{ stored: number }>(
    `select count(*)::int as stored from events where status_category = 'fire' and receive_time >= $1`,
    [startedAt],
  );
  console.log(`fire events stored since the first alarm: ${rows[0]!.stored}`);
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};

await main();
