import {
  signRequest,
  TIMEOUTS,
  type AnswerOf,
  type CallOf,
  type ApiMethod,
  type ApiPath,
  type BodyOf,
  type Envelope,
  type QueryOf,
} from '@fireline/shared';
import { currentLang, i18n } from './i18n';
import { clearSession, loadSession, setLoginReason } from './session';

const SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'fireline-web-secret';
const CLIENT_VERSION = '1.0.0';

/** A rejected call: the body the server answered, or a network / setup failure with its text. */
export class ApiError extends Error {
  readonly code: number;
  readonly body?: Envelope<unknown>;
  constructor(message: string, code: number, body?: Envelope<unknown>) {
    super(message);
    this.code = code;
    this.body = body;
  }
}

/** Screen reactions the app wires in (message toast, navigation), kept out so the client stays testable. */
export type ApiHooks = { showError: (text: string) => void; goToLogin: () => void };
let hooks: ApiHooks = { showError: () => undefined, goToLogin: () => undefined };
export const setApiHooks = (next: ApiHooks) => {
  hooks = next;
};

const pending = new Set<AbortController>();

let sessionEndedHandler: (() => void) | undefined;
/**
 * While the console is up it says "logged in elsewhere" in its own dialog (Layout), the same one the push stream's
 * force_logout opens: whichever of the two reaches the page first, the operator sees the same thing.
 */
export const onSessionEndedElsewhere = (handler: () => void) => {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = undefined;
  };
};

/** 9996: this account logged in elsewhere — store the reason, cancel what is in flight, say so (or go to login). */
const endSession = () => {
  setLoginReason('session.elsewhere');
  for (const controller of pending) controller.abort();
  pending.clear();
  if (sessionEndedHandler) {
    clearSession({ quiet: true });
    sessionEndedHandler();
    return;
  }
  clearSession();
  hooks.goToLogin();
};

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  timeoutMs?: number;
  silent?: boolean;
};

export const request = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> => {
  const controller = new AbortController();
  let url: string;
  let rawBody: string | undefined;
  const session = loadSession();
  try {
    rawBody = options.body === undefined ? undefined : JSON.stringify(options.body);
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
    ) as Record<string, string | number | boolean>;
    // /send/ (the SMS and voice calls) is signed like /api_proxy/ (core/request-context.ts on the server).
    const params =
      path.startsWith('/api_proxy/') || path.startsWith('/send/')
        ? signRequest({
            method,
            secret: SECRET,
            uid: session?.user.uid ?? '',
            clientCode: 'web',
            clientVersion: CLIENT_VERSION,
            query,
            rawBody,
            lang: currentLang(),
          })
        : { ...query, ...(currentLang() === 'en' ? { lang: 'eng' } : {}) };
    const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    url = `${path}?${search.toString()}`;
  } catch {
    const text = i18n.t('error.request');
    if (!options.silent) hooks.showError(text);
    throw new ApiError(text, -1);
  }
  pending.add(controller);
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUTS.general);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        body: rawBody,
        signal: controller.signal,
        headers: {
          ...(rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(session ? { authorization: `token ${session.user.user_token}` } : {}),
        },
      });
    } catch {
      const text = i18n.t('error.network');
      if (!options.silent && !controller.signal.aborted) hooks.showError(text);
      throw new ApiError(text, -2);
    }
    if (response.status !== 200) {
      const text = i18n.t('error.network');
      if (!options.silent) hooks.showError(text);
      throw new ApiError(text, -2);
    }
    const body = (await response.json()) as Envelope<T>;
    if (body.code === 0) return body.data;
    if (body.code === 9996) {
      endSession();
      throw new ApiError(body.msg, body.code, body);
    }
    if (!options.silent) hooks.showError(body.msg);
    throw new ApiError(body.msg, body.code, body as Envelope<unknown>);
  } finally {
    clearTimeout(timer);
    pending.delete(controller);
  }
};

/** The names of the GET calls under a prefix: `/api_proxy/statistic/${name}/` → name. */
export type GetNamesUnder<Prefix extends string> =
  ApiPath<'GET'> extends infer P ? (P extends `${Prefix}${infer N}/` ? N : never) : never;

type Scalar = string | number | boolean | undefined;
/** A query as the call sends it: a field the server coerces (its input type `unknown`) takes any scalar. */
type Sendable<T> = { [K in keyof T]: unknown extends T[K] ? Scalar : T[K] };
type Query<M extends ApiMethod, P extends string> = Sendable<QueryOf<CallOf<M, P>>>;
type Answer<M extends ApiMethod, P extends string> = Promise<AnswerOf<CallOf<M, P>>>;

/**
 * Values a form or a filter bar collected, sent as a call's body or query: the form's rules and the server's schema
 * check them, the compiler cannot (their type is the call's own, taken from where they are passed).
 */
export const formValues = <T>(values: unknown) => values as T;

/**
 * The one client of the API: the path names a call of the shared map (packages/shared/src/api-map), which types its
 * query or body and its answer. Only `request` takes any path, for the calls outside the map (lib/downloads.ts).
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(
    path: P,
    query?: Query<'GET', P>,
    options: Omit<RequestOptions, 'query'> = {},
  ): Answer<'GET', P> => request('GET', path, { ...options, query: query as RequestOptions['query'] }),
  post: <P extends ApiPath<'POST'>>(
    path: P,
    body?: BodyOf<CallOf<'POST', P>>,
    options: Omit<RequestOptions, 'body'> = {},
  ): Answer<'POST', P> => request('POST', path, { ...options, body }),
  put: <P extends ApiPath<'PUT'>>(
    path: P,
    body?: BodyOf<CallOf<'PUT', P>>,
    options: Omit<RequestOptions, 'body'> = {},
  ): Answer<'PUT', P> => request('PUT', path, { ...options, body }),
  delete: <P extends ApiPath<'DELETE'>>(
    path: P,
    query?: Query<'DELETE', P>,
    options: Omit<RequestOptions, 'query'> = {},
  ): Answer<'DELETE', P> => request('DELETE', path, { ...options, query: query as RequestOptions['query'] }),
};
