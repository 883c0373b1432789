import { createHash, createHmac } from 'node:crypto';
import { ErrorCodes, type Envelope, type LoginAnswer } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, loginLogs, sessions } from '../../db/schema';
import { buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { call, loginAs } from '../../test/http';
import { createTestApp, signedUrl, TEST_CAPTCHA } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { LOGIN_MAX_FAILURES: '3', LOGIN_ACCOUNT_MAX_FAILURES: '6' } });
});
afterAll(() => ctx.close());

const captcha = async () =>
  (await call<{ captcha_id: string; svg: string }>(ctx.app, { path: '/api_proxy/user/captcha/' })).body.data;

const tryLogin = async (body: Record<string, unknown>) => {
  const { captcha_id } = await captcha();
  return call<LoginAnswer>(ctx.app, {
    method: 'POST',
    path: '/api_proxy/user/login/',
    body: { captcha_id, captcha_code: TEST_CAPTCHA, ...body },
  });
};

/** A login from a given source address, as the socket's peer; headers are added as given. */
const loginFrom = async (
  ip: string,
  body: Record<string, unknown>,
  options: { app?: typeof ctx.app; headers?: Record<string, string> } = {},
) => {
  const app = options.app ?? ctx.app;
  const { captcha_id } = (
    await call<{ captcha_id: string }>(app, { path: '/api_proxy/user/captcha/', headers: options.headers })
  ).body.data;
  const payload = JSON.stringify({ captcha_id, captcha_code: TEST_CAPTCHA, ...body });
  const response = await app.inject({
    method: 'POST',
    url: signedUrl({ method: 'POST', path: '/api_proxy/user/login/', body: payload }),
    payload,
    headers: { 'content-type': 'application/json', ...options.headers },
    remoteAddress: ip,
  });
  return response.json() as Envelope<LoginAnswer>;
};

const buildLoginUser = async (username: string, password: string) => {
  const org = await buildOrg(ctx.db, { kind: 'cared' });
  const role = await buildRole(ctx.db, { grants: ['home-company'] });
  return buildUser(ctx.db, { orgId: org.id, roleId: role.id, username, password });
};

describe('login', () => {
  it('answers the user info and the permission tree of the role', async () => {
    const { body } = await tryLogin({ username: 'operator', password: DEMO_PASSWORD });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      user_name: 'operator',
      company_type: 'info_center',
      company_name: '火线消防远程监控中心',
    });
    expect(body.data.companyOrCenter_id).toBe(body.data.company_id);
    expect(body.data.center_id).toBe(body.data.company_id);
    expect(body.data.user_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const alarm = body.data.user_control.find((node) => node.id === 'alarmdeal');
    expect(alarm).toMatchObject({ auth: 1, is_active: 1, type: 'left-nav', route: '/alarmdeal' });
    const patrol = body.data.user_control.find((node) => node.id === 'patrol');
    expect(patrol?.auth).toBe(0);
  });

  it('answers a unit manager with the cared company and the centre it is bound to', async () => {
    const { body } = await tryLogin({ username: 'manager', password: DEMO_PASSWORD });
    expect(body.data.company_type).toBe('info_company_cared');
    expect(body.data.company_name).toBe('华鼎国际大厦');
    expect(body.data.center_id).toBeGreaterThan(0);
    expect(body.data.center_id).not.toBe(body.data.company_id);
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    const { captcha_id } = await captcha();
    const { body } = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/user/login/',
      body: { username: 'operator', password: DEMO_PASSWORD, captcha_id, captcha_code: 'zzzz' },
    });
    expect(body.code).toBe(ErrorCodes.captchaWrong);
  });

  it('uses a captcha once', async () => {
    const { captcha_id } = await captcha();
    const first = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/user/login/',
      body: { username: 'authority', password: DEMO_PASSWORD, captcha_id, captcha_code: TEST_CAPTCHA },
    });
    expect(first.body.code).toBe(0);
    const again = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/user/login/',
      body: { username: 'authority', password: DEMO_PASSWORD, captcha_id, captcha_code: TEST_CAPTCHA },
    });
    expect(again.body.code).toBe(ErrorCodes.captchaWrong);
  });

  it('names the field when the username breaks the rule', async () => {
    const { body } = await tryLogin({ username: '1abc', password: DEMO_PASSWORD });
    expect(body.code).toBe(ErrorCodes.paramFormat);
    expect(body.msg).toContain('username');
    expect((body.data as unknown as { field: string }).field).toBe('username');
  });

  it('names the password when it is empty, in English with lang=eng', async () => {
    const { captcha_id } = await captcha();
    const { body } = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/user/login/',
      lang: 'en',
      body: { username: 'operator', password: '', captcha_id, captcha_code: TEST_CAPTCHA },
    });
    expect(body.code).toBe(ErrorCodes.paramFormat);
    expect(body.msg).toBe(body.eng_msg);
    expect(body.msg).toContain('password');
    expect(body.msg).toContain('login password cannot be empty');
  });

  it('accepts a mobile number as username', async () => {
    const org = await buildOrg(ctx.db, { kind: 'cared' });
    const role = await buildRole(ctx.db, { grants: ['home-company'] });
    await buildUser(ctx.db, { orgId: org.id, roleId: role.id, username: '13812345678', password: 'abc.123' });
    const { body } = await tryLogin({ username: '13812345678', password: 'abc.123' });
    expect(body.code).toBe(0);
  });

  it('locks the account after repeated failures, even for the right password, and logs each try', async () => {
    const org = await buildOrg(ctx.db, { kind: 'cared' });
    const role = await buildRole(ctx.db, { grants: ['home-company'] });
    const user = await buildUser(ctx.db, {
      orgId: org.id,
      roleId: role.id,
      username: 'locky',
      password: 'right.pass1',
    });
    expect((await tryLogin({ username: 'locky', password: 'wrong.pass1' })).body.code).toBe(ErrorCodes.wrongPassword);
    expect((await tryLogin({ username: 'locky', password: 'wrong.pass2' })).body.code).toBe(ErrorCodes.wrongPassword);
    expect((await tryLogin({ username: 'locky', password: 'wrong.pass3' })).body.code).toBe(ErrorCodes.accountLocked);
    expect((await tryLogin({ username: 'locky', password: 'right.pass1' })).body.code).toBe(ErrorCodes.accountLocked);
    const logs = await ctx.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs).toHaveLength(4);
    expect(logs.every((log) => log.status === 'failure' && log.operation === 'login')).toBe(true);
  });

  it('checks at most LOGIN_MAX_FAILURES passwords of 30 parallel wrong tries, and refuses the right one sent with them', async () => {
    const user = await buildLoginUser('racer', 'right.pass1');
    const wrong = Array.from({ length: 30 }, (_, index) =>
      loginFrom('10.1.0.1', { username: 'racer', password: `wrong.pass${index}` }),
    );
    const answers = await Promise.all([
      ...wrong,
      loginFrom('10.1.0.1', { username: 'racer', password: 'right.pass1' }),
    ]);
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === ErrorCodes.wrongPassword).length).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code !== ErrorCodes.wrongPassword && code !== ErrorCodes.accountLocked)).toEqual([]);
    expect(codes.at(-1)).toBe(ErrorCodes.accountLocked);
    // The log says which tries had their password checked: no more than the limit.
    const checked = await ctx.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, user.id), eq(loginLogs.reason, 'wrong password')));
    expect(checked.length).toBeLessThanOrEqual(3);
    expect((await loginFrom('10.1.0.1', { username: 'racer', password: 'right.pass1' })).code).toBe(
      ErrorCodes.accountLocked,
    );
  });

  it('locks out the source of the failures, not the owner logging in from another address', async () => {
    await buildLoginUser('owner1', 'right.pass1');
    for (const attempt of [1, 2, 3])
      await loginFrom('10.2.0.1', { username: 'owner1', password: `wrong.pass${attempt}` });
    expect((await loginFrom('10.2.0.1', { username: 'owner1', password: 'right.pass1' })).code).toBe(
      ErrorCodes.accountLocked,
    );
    // Knocking on at the locked source checks no password, so it does not feed the account's ceiling (6) either.
    for (const attempt of [4, 5, 6, 7])
      await loginFrom('10.2.0.1', { username: 'owner1', password: `wrong.pass${attempt}` });
    expect((await loginFrom('10.2.0.2', { username: 'owner1', password: 'right.pass1' })).code).toBe(0);
  });

  it('locks the name for every source once all sources together reach LOGIN_ACCOUNT_MAX_FAILURES', async () => {
    await buildLoginUser('owner2', 'right.pass1');
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      for (const attempt of [1, 2])
        expect((await loginFrom(ip, { username: 'owner2', password: `wrong.pass${attempt}` })).code).not.toBe(0);
    }
    expect((await loginFrom('10.3.0.9', { username: 'owner2', password: 'right.pass1' })).code).toBe(
      ErrorCodes.accountLocked,
    );
  });

  it('answers an unknown name exactly as a known one, before and after the lock', async () => {
    await buildLoginUser('known1', 'right.pass1');
    const known = [];
    const unknown = [];
    for (const attempt of [1, 2, 3, 4]) {
      known.push(await loginFrom('10.4.0.1', { username: 'known1', password: `wrong.pass${attempt}` }));
      unknown.push(await loginFrom('10.4.0.1', { username: 'ghost1', password: `wrong.pass${attempt}` }));
    }
    expect(known.map((answer) => answer.code)).toEqual([
      ErrorCodes.wrongPassword,
      ErrorCodes.wrongPassword,
      ErrorCodes.accountLocked,
      ErrorCodes.accountLocked,
    ]);
    expect(unknown).toEqual(known);
  });

  it('does not take the client address from X-Forwarded-For unless TRUST_PROXY names the peer', async () => {
    await buildLoginUser('proxied1', 'right.pass1');
    expect(
      (
        await loginFrom(
          '10.5.0.1',
          { username: 'proxied1', password: 'right.pass1' },
          { headers: { 'x-forwarded-for': '1.2.3.4' } },
        )
      ).code,
    ).toBe(0);
    const [log] = await ctx.db.select().from(loginLogs).where(eq(loginLogs.username, 'proxied1'));
    expect(log?.ip).toBe('10.5.0.1');
  });

  it('keeps only a keyed MAC of the captcha answer: neither its hash nor a MAC under another key matches', async () => {
    const { captcha_id } = await captcha();
    const [row] = await ctx.db.select().from(captchas).where(eq(captchas.id, captcha_id));
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const mac = (key: string) => createHmac('sha256', key).update(`${captcha_id}:${TEST_CAPTCHA}`).digest('hex');
    expect([sha(TEST_CAPTCHA), sha(`${captcha_id}:${TEST_CAPTCHA}`), mac('fireline'), mac('')]).not.toContain(
      row?.answerHash,
    );
    expect(row?.answerHash).toBe(mac(ctx.deps.env.SERVER_SECRET));
  });

  it('stores only a hash of the token', async () => {
    const session = await loginAs(ctx.app, 'engineer');
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, session.uid));
    expect(rows.some((row) => row.tokenHash === session.token)).toBe(false);
    expect(rows.filter((row) => row.endedAt === null)).toHaveLength(1);
  });
});

describe('behind a configured proxy, with the per-source rate limits on', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', CAPTCHA_RATE_PER_MINUTE: '3', LOGIN_RATE_PER_MINUTE: '2' },
    });
  });
  afterAll(() => limited.close());

  const captchaFrom = async (ip: string) =>
    limited.app.inject({
      method: 'GET',
      url: signedUrl({ method: 'GET', path: '/api_proxy/user/captcha/' }),
      headers: { 'x-forwarded-for': ip },
    });

  it('refuses the 4th captcha of a minute from one address (7993, HTTP 200), still serving another address', async () => {
    for (const attempt of [1, 2, 3]) expect((await captchaFrom('1.1.1.1')).json().code, `captcha ${attempt}`).toBe(0);
    const refused = await captchaFrom('1.1.1.1');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: ErrorCodes.limitExceeded, data: null });
    expect(refused.json().eng_msg).toContain('too many requests');
    expect((await captchaFrom('2.2.2.2')).json().code).toBe(0);
  });

  it('takes the login address from the proxy it trusts, and refuses the 3rd login of a minute from it', async () => {
    const org = await buildOrg(limited.db, { kind: 'cared' });
    const role = await buildRole(limited.db, { grants: ['home-company'] });
    await buildUser(limited.db, { orgId: org.id, roleId: role.id, username: 'proxied2', password: 'right.pass1' });
    const from = (ip: string) =>
      loginFrom(
        '127.0.0.1',
        { username: 'proxied2', password: 'right.pass1' },
        { app: limited.app, headers: { 'x-forwarded-for': ip } },
      );
    expect((await from('5.6.7.8')).code).toBe(0);
    const [log] = await limited.db.select().from(loginLogs).where(eq(loginLogs.username, 'proxied2'));
    expect(log?.ip).toBe('5.6.7.8');
    expect((await from('5.6.7.8')).code).toBe(0);
    expect((await from('5.6.7.8')).code).toBe(ErrorCodes.limitExceeded);
    expect((await from('5.6.7.9')).code).toBe(0);
  });
});

describe("the site's time zone", () => {
  it('travels with the login answer and user/info: the default UTC+8', async () => {
    const session = await loginAs(ctx.app, 'operator');
    expect(session.answer.utc_offset_minutes).toBe(480);
    const info = await session.call<LoginAnswer>({ path: '/api_proxy/user/info/' });
    expect(info.body.data.utc_offset_minutes).toBe(480);
  });

  it('follows GB_UTC_OFFSET_MINUTES', async () => {
    const site = await createTestApp({ env: { GB_UTC_OFFSET_MINUTES: '330' } });
    try {
      const org = await buildOrg(site.db, { kind: 'center' });
      const role = await buildRole(site.db, { grants: ['alarmdeal'] });
      await buildUser(site.db, { orgId: org.id, roleId: role.id, username: 'kolkata', password: 'abc.123' });
      const session = await loginAs(site.app, 'kolkata', 'abc.123');
      expect(session.answer.utc_offset_minutes).toBe(330);
      const info = await session.call<LoginAnswer>({ path: '/api_proxy/user/info/' });
      expect(info.body.data.utc_offset_minutes).toBe(330);
    } finally {
      await site.close();
    }
  });
});

describe('signed calls', () => {
  it('refuses a wrong sign', async () => {
    const url = signedUrl({ method: 'GET', path: '/api_proxy/user/captcha/', secret: 'not-the-secret' });
    const body = (await ctx.app.inject({ method: 'GET', url })).json();
    expect(body.code).toBe(ErrorCodes.illegalRequest);
  });

  it('refuses a sign_time more than five minutes away', async () => {
    const url = signedUrl({
      method: 'GET',
      path: '/api_proxy/user/captcha/',
      signTime: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe(ErrorCodes.illegalRequest);
    const fine = signedUrl({
      method: 'GET',
      path: '/api_proxy/user/captcha/',
      signTime: Math.floor(Date.now() / 1000) - 250,
    });
    expect((await ctx.app.inject({ method: 'GET', url: fine })).json().code).toBe(0);
  });

  it('refuses a replayed sign_random', async () => {
    const url = signedUrl({ method: 'GET', path: '/api_proxy/user/captcha/', signRandom: 'fixed-nonce-1' });
    expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe(ErrorCodes.illegalRequest);
  });

  it('refuses a replayed sign_random on a session call too', async () => {
    const session = await loginAs(ctx.app, 'operator');
    const url = signedUrl({
      method: 'GET',
      path: '/api_proxy/user/info/',
      uid: session.uid,
      signRandom: 'fixed-nonce-2',
    });
    const headers = { authorization: `token ${session.token}` };
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().code).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().code).toBe(ErrorCodes.illegalRequest);
  });

  it('refuses a sign_random longer than 64 characters or outside A-Z a-z 0-9 _ -', async () => {
    for (const signRandom of ['a'.repeat(65), 'abc$def', 'abc def']) {
      const url = signedUrl({ method: 'GET', path: '/api_proxy/user/captcha/', signRandom });
      expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe(ErrorCodes.illegalRequest);
    }
  });

  it('remembers no nonce of 10 000 signed calls without a session', async () => {
    const before = ctx.deps.nonces.size();
    for (let index = 0; index < 10_000; index += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: signedUrl({ method: 'GET', path: '/api_proxy/user/info/' }),
      });
      if (index % 1000 === 0) expect(response.json().code).toBe(ErrorCodes.tokenInvalid);
    }
    expect(ctx.deps.nonces.size()).toBe(before);
  });

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify({ username: 'operator', password: DEMO_PASSWORD, captcha_id: 'x', captcha_code: 'y' });
    const url = signedUrl({ method: 'POST', path: '/api_proxy/user/login/', body });
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body.replace('operator', 'admin'),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json().code).toBe(ErrorCodes.illegalRequest);
  });

  it('refuses a call without any sign', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api_proxy/user/captcha/' });
    expect(response.json().code).toBe(ErrorCodes.illegalRequest);
  });
});

describe('sessions', () => {
  it('refuses a call without a token or with an unknown one (9996)', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await call(ctx.app, { path: '/api_proxy/user/info/', token: 'made-up' })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
  });

  it('accepts the token as a bare header, never as a query parameter', async () => {
    const session = await loginAs(ctx.app, 'operator');
    const bare = await call(ctx.app, {
      path: '/api_proxy/user/info/',
      uid: session.uid,
      headers: { authorization: session.token },
    });
    expect(bare.body.code).toBe(0);
    const query = await call(ctx.app, {
      path: '/api_proxy/user/info/',
      uid: session.uid,
      query: { token: session.token },
    });
    expect(query.body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('ends the first session when the same user logs in again (9996), the second keeps working', async () => {
    const first = await loginAs(ctx.app, 'manager');
    expect((await first.call({ path: '/api_proxy/user/info/' })).body.code).toBe(0);
    const second = await loginAs(ctx.app, 'manager');
    const old = await first.call({ path: '/api_proxy/user/info/' });
    expect(old.body.code).toBe(ErrorCodes.tokenInvalid);
    expect(old.body.msg).toBe('此账号已在别处登录，请重新登录');
    expect((await second.call({ path: '/api_proxy/user/info/' })).body.code).toBe(0);
  });

  it('refuses a session idle for more than five days', async () => {
    const session = await loginAs(ctx.app, 'authority');
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 86_400_000 - 1000) })
      .where(eq(sessions.userId, session.uid));
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('logs out: the token stops working and the log says so', async () => {
    const session = await loginAs(ctx.app, 'engineer');
    expect((await session.call({ path: '/api_proxy/user/loginout/' })).body.code).toBe(0);
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    const logs = await ctx.db.select().from(loginLogs).where(eq(loginLogs.userId, session.uid));
    expect(logs.some((log) => log.operation === 'logout' && log.status === 'success')).toBe(true);
  });

  it("refuses a uid that is not the session's own", async () => {
    const session = await loginAs(ctx.app, 'operator');
    const { body } = await session.call({ path: '/api_proxy/user/info/', uid: session.uid + 1 });
    expect(body.code).toBe(ErrorCodes.illegalRequest);
  });
});

describe('login log', () => {
  it('is refused to a role without the login-log permission', async () => {
    const session = await loginAs(ctx.app, 'manager');
    expect((await session.call({ path: '/api_proxy/log/login_log_list/' })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('shows an operator the logins of the centre and its units, newest first, paged', async () => {
    const session = await loginAs(ctx.app, 'operator');
    const { body } = await session.call<{
      list: { user_name: string; operation: string; ip: string; platform: string }[];
      total: number;
    }>({
      path: '/api_proxy/log/login_log_list/',
      query: { page_no: 0, page_size: 2 },
    });
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(2);
    expect(body.data.total).toBeGreaterThan(2);
    expect(body.data.list[0]).toMatchObject({ user_name: 'operator', operation: 'login', platform: 'web' });
    const all = await session.call<{ list: { user_name: string }[] }>({
      path: '/api_proxy/log/login_log_list/',
      query: { page_size: 100 },
    });
    expect(all.body.data.list.some((log) => log.user_name === 'engineer')).toBe(false);
  });
});
