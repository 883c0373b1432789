import { chromium, type Browser, type BrowserServer, type Download } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, with the flags this machine needs (no network chatter, no sandbox as root). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

/** The run's one Chromium (global setup): each spec file connects to it instead of starting its own. */
export const launchBrowserServer = (): Promise<BrowserServer> => chromium.launchServer(launchOptions);

/**
 * A connection to the run's Chromium; each spec's contexts are its own (storage, cookies), and closing the connection
 * closes them. A spec file still calls this once and closes it in afterAll, as it did with a browser of its own.
 */
export const launchBrowser = (): Promise<Browser> => chromium.connect(inject('browserWsEndpoint'));

/** A download's bytes (a connected browser's download has no local path: it is streamed over the connection). */
export const downloadBytes = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
