import type { Envelope, LoginAnswer } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { signedUrl, TEST_CAPTCHA } from './test-app';

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  uid?: number | string;
  lang?: 'en';
  headers?: Record<string, string>;
};

/** Calls the API through app.inject() as the web client would: signed, with the session token. */
export const call = async <T = unknown>(app: FastifyInstance, options: CallOptions) => {
  const method = options.method ?? 'GET';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await app.inject({
    method,
    url: signedUrl({
      method,
      path: options.path,
      uid: options.uid,
      query: options.query,
      body: payload,
      lang: options.lang,
    }),
    payload,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `token ${options.token}` } : {}),
      ...options.headers,
    },
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
};

export const loginAs = async (app: FastifyInstance, username: string, password = DEMO_PASSWORD) => {
  const captcha = await call<{ captcha_id: string }>(app, { path: '/api_proxy/user/captcha/' });
  const { body } = await call<LoginAnswer>(app, {
    method: 'POST',
    path: '/api_proxy/user/login/',
    body: { username, password, captcha_id: captcha.body.data.captcha_id, captcha_code: TEST_CAPTCHA },
  });
  if (body.code !== 0) throw new Error(`login ${username} failed: ${body.code} ${body.msg}`);
  const session = body.data;
  return {
    answer: session,
    token: session.user_token,
    uid: session.uid,
    /** A call as this user. */
    call: <T = unknown>(options: CallOptions) =>
      call<T>(app, { token: session.user_token, uid: session.uid, ...options }),
  };
};
