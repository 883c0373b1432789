import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './bootstrap';
import { users } from './db/schema';
import { EnvError, loadEnv } from './env';
import { createTestApp, openTestDatabase } from './test/test-app';

// A built client in miniature: index.html and one hashed asset with its precompressed siblings, as the build writes them.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-web-'));
const assetSource = `export const greeting = ${JSON.stringify('火警 '.repeat(400))};`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
);
fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), assetSource);
fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(assetSource));
fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(assetSource));

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('settings', () => {
  it('starts with nothing set, on PGlite, port 8080', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CLIENT_SECRETS.web).toBeTruthy();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CLIENT_SECRETS: 'broken', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'CLIENT_SECRETS', 'LOG_LEVEL']) expect(message).toContain(name);
  });
});

const productionSecrets = {
  NODE_ENV: 'production',
  CLIENT_SECRETS: 'web:a-real-signing-secret-of-the-site',
  DEVICE_SECRET_KEY: 'a-real-device-secret-key-of-the-site',
  SERVER_SECRET: 'a-real-server-secret-of-at-least-32-characters',
};

const envError = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (caught) {
    if (caught instanceof EnvError) return caught.message;
    throw caught;
  }
  return '';
};

describe('production settings', () => {
  it('refuse to start with the development secrets, naming each with any other bad variable', () => {
    const message = envError({ NODE_ENV: 'production', PORT: 'eighty' });
    for (const name of ['CLIENT_SECRETS', 'DEVICE_SECRET_KEY', 'SERVER_SECRET', 'PORT'])
      expect(message).toContain(name);
    const mixed = envError({ ...productionSecrets, CLIENT_SECRETS: 'web:fireline-web-secret,tool:another-secret' });
    expect(mixed).toContain('CLIENT_SECRETS');
    expect(mixed).not.toContain('SERVER_SECRET');
  });

  it('turn the demo seed and /api/docs off unless asked for; development keeps both on', () => {
    expect(loadEnv(productionSecrets)).toMatchObject({ SEED_DEMO: false, API_DOCS: false, TRUST_PROXY: false });
    expect(loadEnv({ ...productionSecrets, SEED_DEMO: 'true', API_DOCS: 'true' })).toMatchObject({
      SEED_DEMO: true,
      API_DOCS: true,
    });
    expect(loadEnv({})).toMatchObject({ SEED_DEMO: true, API_DOCS: true, TRUST_PROXY: false });
  });

  it('read TRUST_PROXY as true, a hop count or a list of addresses and networks', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    const hops = loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(envError({ TRUST_PROXY: 'my-proxy' })).toContain('TRUST_PROXY');
  });

  it('start with real secrets on an empty database without demo accounts or API documentation', async () => {
    const { database, drop } = await openTestDatabase();
    const env = loadEnv({
      ...productionSecrets,
      LOG_LEVEL: 'silent',
      SCHEDULER_ENABLED: 'false',
      GB_GATEWAY_PORT: '-1',
    });
    const { app } = await startApp(env, { database });
    try {
      expect(await app.deps.db.select().from(users)).toEqual([]);
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(404);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('service endpoints', () => {
  it('answers /healthz after checking the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api_proxy/user/login/'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'captcha_id', 'captcha_code']),
    );
  });

  it('answers an unknown API path with HTTP 200 and the envelope (9997), never a stack trace', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api_proxy/nothing/here/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: ErrorCodes.illegalRequest, data: null });
  });

  it('answers an unknown path outside /api_proxy/ with 404 and the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCodes.noData, data: null });
  });
});

describe('the built client', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year as immutable', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(assetSource) / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(assetSource);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(assetSource);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and the client routes revalidated on every load, so a new build is seen at once', async () => {
    for (const url of ['/', '/index.html', '/alarmdeal/alarmdeal_list/fire']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
