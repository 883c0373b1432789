import { signRequest, type Envelope, type LoginAnswer } from '@fireline/shared';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from './login';

/** The development client secret the e2e server runs with (apps/server/src/env.ts). */
const CLIENT_SECRET = 'fireline-web-secret';

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
};

const send = async <T>(options: CallOptions & { token?: string; uid?: number }) => {
  const method = options.method ?? 'GET';
  const rawBody = options.body === undefined ? undefined : JSON.stringify(options.body);
  const params = signRequest({
    method,
    secret: CLIENT_SECRET,
    uid: options.uid ?? '',
    clientCode: 'web',
    clientVersion: '1.0.0',
    query: options.query,
    rawBody,
  });
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${inject('baseUrl')}${options.path}?${search.toString()}`, {
    method,
    body: rawBody,
    headers: {
      ...(rawBody ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `token ${options.token}` } : {}),
    },
  });
  return (await response.json()) as Envelope<T>;
};

/**
 * A session of the API beside the browser's, as the phone app would hold one (platform `app`: a user has one live
 * session per platform, so the browser's stays open). For what the interface does not offer, e.g. a call the user's
 * role no longer allows.
 */
export const apiSession = async (username: string, password = DEMO_PASSWORD, platform: 'app' | 'web' = 'app') => {
  const captcha = await send<{ captcha_id: string }>({ path: '/api_proxy/user/captcha/' });
  const login = await send<LoginAnswer>({
    method: 'POST',
    path: '/api_proxy/user/login/',
    body: { username, password, captcha_id: captcha.data.captcha_id, captcha_code: 'abcd', platform },
  });
  if (login.code !== 0) throw new Error(`login ${username}: ${login.code} ${login.msg}`);
  const { user_token: token, uid } = login.data;
  return {
    answer: login.data,
    call: <T = unknown>(options: CallOptions) => send<T>({ ...options, token, uid }),
  };
};
