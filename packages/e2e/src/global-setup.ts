import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    gbPort: number;
    browserWsEndpoint: string;
  }
}

/** One server and one Chromium for the whole run, started side by side; each spec file opens its own contexts. */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('gbPort', server.gbPort);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
