import { CLIENT_CONFIG_PATH, ErrorCodes, type ClientConfig } from '@fireline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv, testEnv } from '../../env';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
const appWith = async (env: Record<string, string> = {}) => {
  const ctx = await createTestApp({ seed: 'demo', env });
  apps.push(ctx);
  return ctx;
};
afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

describe('client settings', () => {
  it('gives a signed-in user the map tile source set on the server, and refuses a caller without a session', async () => {
    const ctx = await appWith({ MAP_TILE_URL: 'http://10.0.0.5/tiles/{z}/{x}/{y}.png' });
    expect((await call(ctx.app, { path: CLIENT_CONFIG_PATH })).body.code).toBe(ErrorCodes.tokenInvalid);
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call<ClientConfig>({ path: CLIENT_CONFIG_PATH });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ map_tile_url: 'http://10.0.0.5/tiles/{z}/{x}/{y}.png' });
    // The browser may load images from that plain-http server (the CSP allows only https hosts otherwise).
    const page = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https: http://10.0.0.5;",
    );
  });

  it('answers an empty source for a site without tiles; OpenStreetMap is the default', async () => {
    expect(testEnv().MAP_TILE_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    const offline = await appWith({ MAP_TILE_URL: '' });
    const engineer = await loginAs(offline.app, 'engineer');
    expect((await engineer.call<ClientConfig>({ path: CLIENT_CONFIG_PATH })).body.data).toEqual({ map_tile_url: '' });
  });

  it('refuses to start on a tile source that is not a tile template, naming the variable', () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'tiles.example.com/map.png' })).toThrow(
      /MAP_TILE_URL: empty, or a tile URL template/,
    );
  });
});
