import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildRole, buildUser } from './db/seed/factories';
import { loginAs } from './test/http';
import { createTestApp, signedUrl } from './test/test-app';

/**
 * The contract under odd input (issue 14 items 14 and 15): the security headers on every answer, and every
 * /api_proxy/ answer the envelope with HTTP 200 and never 9999, whatever the caller sends.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-web-'));
const ADMIN_PASSWORD = 'Adm1n.pass';

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fireline</title><div id="root"></div>');
  ctx = await createTestApp({ env: { WEB_DIST: webDist } });
  const role = await buildRole(ctx.db, { code: 'admin_system', name: '系统管理员', engName: 'System administrator' });
  const centre = await buildOrg(ctx.db, { kind: 'center' });
  await buildUser(ctx.db, { orgId: centre.id, roleId: role.id, username: 'fuzzadmin', password: ADMIN_PASSWORD });
  admin = await loginAs(ctx.app, 'fuzzadmin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Sent = {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
  token?: string;
};

/** A signed call as the admin, the body sent exactly as given. */
const send = async ({
  method,
  path: url,
  query = {},
  body,
  contentType = 'application/json',
  token = admin.token,
}: Sent) => {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url: signedUrl({ method, path: url, uid: admin.uid, query, body }),
    payload: body,
    headers: { ...(body === undefined ? {} : { 'content-type': contentType }), authorization: `token ${token}` },
  });
  let json: unknown;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    json: json as { code: number; msg: string; eng_msg: string; data: unknown },
  };
};

const expectEnvelope = (answer: { status: number; json: unknown; text: string }, label: string) => {
  expect(answer.status, label).toBe(200);
  expect(answer.json, `${label}: ${answer.text.slice(0, 200)}`).toEqual(
    expect.objectContaining({ code: expect.any(Number), msg: expect.any(String), eng_msg: expect.any(String) }),
  );
  expect(Object.keys(answer.json as object).sort(), label).toEqual(['code', 'data', 'eng_msg', 'msg']);
  expect((answer.json as { code: number }).code, `${label}: ${answer.text.slice(0, 300)}`).not.toBe(
    ErrorCodes.unexpected,
  );
};

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "connect-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  };

  it('the client page carries the CSP, frame, referrer, sniffing and permissions headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectHeaders(response.headers);
    const clientRoute = await ctx.app.inject({ method: 'GET', url: '/alarmdeal/list' });
    expectHeaders(clientRoute.headers);
  });

  it('an API answer, an error and a not-found answer carry them too', async () => {
    expectHeaders((await send({ method: 'GET', path: '/api_proxy/user/captcha/' })).headers);
    expectHeaders((await send({ method: 'GET', path: '/api_proxy/user/captcha/', token: 'wrong' })).headers);
    expectHeaders((await send({ method: 'GET', path: '/api_proxy/no/such/call/' })).headers);
    expectHeaders((await ctx.app.inject({ method: 'GET', url: '/api_proxy/%' })).headers);
  });
});

describe('odd requests get the envelope', () => {
  it('an unknown /api_proxy/ path answers HTTP 200 with 9997, signed or not', async () => {
    const signed = await send({ method: 'GET', path: '/api_proxy/nothing/here/' });
    expectEnvelope(signed, 'signed');
    expect(signed.json.code).toBe(ErrorCodes.illegalRequest);
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/api_proxy/nothing/here/' });
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json()).toMatchObject({ code: ErrorCodes.illegalRequest, data: null });
  });

  it('a URL that cannot be decoded answers the envelope', async () => {
    for (const url of ['/api_proxy/%', '/api_proxy/user/%zz/', '/api_proxy/%c0%af']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectEnvelope({ status: response.statusCode, json: response.json(), text: response.body }, url);
      expect(response.json().code).toBe(ErrorCodes.illegalRequest);
    }
  });

  it('a body that is not JSON, or of another content type, answers the envelope', async () => {
    const broken = await send({ method: 'POST', path: '/api_proxy/company_cared/info/', body: '{"company_name": ' });
    expectEnvelope(broken, 'broken JSON');
    expect(broken.json.code).toBe(ErrorCodes.paramType);
    const xml = await send({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: '<a/>',
      contentType: 'application/xml',
    });
    expectEnvelope(xml, 'xml');
    const text = await send({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: 'name=x',
      contentType: 'text/plain',
    });
    expectEnvelope(text, 'text/plain');
  });

  it('an id beyond int4 is a format error naming the field', async () => {
    const answer = await send({
      method: 'GET',
      path: '/api_proxy/company_cared/info/',
      query: { company_id: String(2 ** 31) },
    });
    expectEnvelope(answer, 'company_id 2^31');
    expect(answer.json.code).toBe(ErrorCodes.paramFormat);
    expect(answer.json.eng_msg).toContain('company_id');
  });

  it('a NUL byte in a string is a format error naming the field', async () => {
    const answer = await send({
      method: 'GET',
      path: '/api_proxy/company_cared/list/',
      query: { company_name: 'a\u0000b' },
    });
    expectEnvelope(answer, 'NUL');
    expect(answer.json.code).toBe(ErrorCodes.paramFormat);
    expect(answer.json.eng_msg).toContain('company_name');
  });

  it('a name with a text-direction override is refused and nothing is stored', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: JSON.stringify({ company_name: 'Tower\u202Egnp.exe' }),
    });
    expectEnvelope(answer, 'bidi');
    expect(answer.json.code).toBe(ErrorCodes.paramFormat);
    expect(answer.json.eng_msg).toContain('company_name');
  });
});

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A harmless value for a parameter: ids point at nothing (999 999), so no call changes a record that exists. */
const benign = (schema: JsonSchema = {}): unknown => {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return benign(branch);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  if (type === 'integer' || type === 'number')
    return schema.maximum !== undefined && schema.maximum < 999_999 ? (schema.minimum ?? 0) : 999_999;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') {
    return Object.fromEntries((schema.required ?? []).map((name) => [name, benign(schema.properties?.[name])]));
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
};

/**
 * What an attacker tries in a parameter, by its declared type: out-of-range numbers, NUL, a bidi override, 10 000
 * characters, empty. A nested list is a rotation: one of them per parameter, in turn, to keep the run bounded.
 */
const hostileFor = (schema: JsonSchema = {}): unknown[] => {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return hostileFor(branch);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return [2 ** 31, '9223372036854775808', [-1, 'abc']];
  if (type === 'string' && !schema.enum) return ['\u0000', 'x'.repeat(10_000), ['a\u202Eb', '']];
  return ['abc', 2 ** 31, '\u0000'];
};
/** Calls that end the admin's session or block the account: the fuzz keeps one session and one account. */
const skipped = new Set(['/api_proxy/user/logout/']);

describe('a schema-driven fuzz over every /api_proxy/ route', () => {
  it('answers every hostile parameter with the envelope, HTTP 200, never 9999', { timeout: 600_000 }, async () => {
    const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    const seen = new Set<string>();
    let calls = 0;
    let routes = 0;
    for (const [url, operations] of Object.entries(document.paths)) {
      if (!url.startsWith('/api_proxy/') || skipped.has(url)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(verb)) continue;
        routes += 1;
        const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const baseQuery = Object.fromEntries(
          queryParameters.filter((item) => item.required).map((item) => [item.name, String(benign(item.schema))]),
        );
        const baseBody = bodySchema
          ? (benign({ ...bodySchema, type: 'object' }) as Record<string, unknown>)
          : undefined;
        // The same request schema on another path (one per kind of organisation) is the same code: one value each.
        const shape = `${verb} ${JSON.stringify([queryParameters, bodySchema])}`;
        const isRepeat = seen.has(shape);
        seen.add(shape);
        const targets = [
          ...queryParameters.map((item) => ({
            where: 'query' as const,
            name: item.name,
            values: hostileFor(item.schema),
          })),
          ...Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
            where: 'body' as const,
            name,
            values: hostileFor(schema),
          })),
        ];
        for (const [index, target] of targets.entries()) {
          const all = target.values.map((value) => (Array.isArray(value) ? value[index % value.length] : value));
          const values = isRepeat ? [all[index % all.length]] : all;
          for (const value of values) {
            const query = target.where === 'query' ? { ...baseQuery, [target.name]: String(value) } : baseQuery;
            // In a JSON body 2⁶³ goes as a number (it parses to 9223372036854775808 rounded), in a query as text.
            const bodyValue = value === '9223372036854775808' ? 2 ** 63 : value;
            const body =
              target.where === 'body'
                ? JSON.stringify({ ...baseBody, [target.name]: bodyValue })
                : baseBody && JSON.stringify(baseBody);
            let answer = await send({ method: verb, path: url, query, body });
            calls += 1;
            if (answer.json?.code === ErrorCodes.tokenInvalid) {
              admin = await loginAs(ctx.app, 'fuzzadmin', ADMIN_PASSWORD);
              answer = await send({ method: verb, path: url, query, body });
            }
            const isEnvelope =
              answer.status === 200 &&
              answer.json !== undefined &&
              Object.keys(answer.json).sort().join() === 'code,data,eng_msg,msg';
            // A download that succeeded is a file, not an envelope.
            const isFile = answer.status === 200 && Boolean(answer.headers['content-disposition']);
            if ((!isEnvelope && !isFile) || answer.json?.code === ErrorCodes.unexpected) {
              failures.push(
                `${verb} ${url} ${target.where}.${target.name}=${JSON.stringify(value).slice(0, 20)} → ${answer.status} ${answer.text.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(100);
    // The cost stays proportional to the routes: a few bad values per declared field, not a combinatorial sweep.
    expect(calls).toBeLessThanOrEqual(routes * 20);
  });
});
