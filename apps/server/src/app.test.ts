import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { createTestApp } from './test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
