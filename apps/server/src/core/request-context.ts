import { ErrorCodes } from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './access';
import { AppError } from './app-error';
import type { AppDeps } from './context';
import { computeScope, type Scope } from './scope';
import { claimNonce, verifySignedCall } from './signed-call';
import { createSessionCache } from './session-cache';
import { consumeDownloadTicket } from './download-tickets';
import { hasPermission, hashToken, readToken, resolveSession, resolveSessionById, type SessionUser } from './session';

/**
 * Paths of signed calls: the spec's business calls, and its SMS call `/send/…` (outside /api_proxy/ in the spec, but
 * sending to a phone deserves at least the same integrity and replay check; the web client signs both).
 */
const isSignedPath = (url: string) => url.startsWith('/api_proxy/') || url.startsWith('/send/');

/** The signed, session and permission checks every /api_proxy/ (and /send/) route goes through, in that order. */
export const registerRequestContext = (app: FastifyInstance, deps: AppDeps) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(ErrorCodes.paramType, { detail: { zh: 'body', en: 'body' } }), undefined);
    }
  });

  const sessionCache = createSessionCache(deps.bus);
  app.addHook('onClose', async () => sessionCache.close());
  const lookupSession = async (token: string) => {
    const key = hashToken(token);
    const cached = sessionCache.get(key);
    if (cached) return cached;
    const user = await resolveSession(deps.db, token, deps.env.SESSION_IDLE_DAYS);
    sessionCache.set(key, user);
    return user;
  };

  // A download link's ticket stands for the session it was issued in, once, for the path and query it was issued for.
  const sessionOfTicket = async (ticket: string, request: FastifyRequest) => {
    const [path = ''] = request.url.split('?');
    const used = await consumeDownloadTicket(deps.db, {
      ticket,
      path,
      query: (request.query ?? {}) as Record<string, unknown>,
    });
    if (!used) throw new AppError(ErrorCodes.tokenInvalid);
    const user = await resolveSessionById(deps.db, used.sessionId, deps.env.SESSION_IDLE_DAYS);
    if (user.userId !== used.userId) throw new AppError(ErrorCodes.tokenInvalid);
    return user;
  };

  app.decorateRequest('session', null);
  app.decorateRequest('scope', async () => {
    throw new AppError(ErrorCodes.tokenInvalid);
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    // The not-found handler and the API documentation are open; every other route is closed unless public.
    if (request.is404 || url.startsWith('/api/docs')) return;
    const signed = isSignedPath(url)
      ? verifySignedCall({
          method: request.method,
          query: (request.query ?? {}) as Record<string, unknown>,
          rawBody: request.rawBody,
          secrets: deps.env.CLIENT_SECRETS,
        })
      : undefined;
    // A nonce is remembered only for a caller known by session, or per source on a public route (nonce-store.ts).
    if (config.public) {
      if (signed) await claimNonce(deps.nonces, { kind: 'public', ip: request.ip }, signed);
      return;
    }
    const token = readToken(request.headers);
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (!token && config.ticket && typeof ticket === 'string' && ticket) {
      attachSession(request, deps, await sessionOfTicket(ticket, request));
      if (config.permission && !hasPermission(request.session!, config.permission))
        throw new AppError(ErrorCodes.noPermission);
      return;
    }
    if (!token) throw new AppError(ErrorCodes.tokenInvalid);
    const user = await lookupSession(token);
    const uid = (request.query as Record<string, unknown> | undefined)?.uid;
    if (isSignedPath(url) && uid !== undefined && uid !== '' && String(uid) !== String(user.userId)) {
      throw new AppError(ErrorCodes.illegalRequest, { detail: { zh: 'uid', en: 'uid' } });
    }
    if (signed) await claimNonce(deps.nonces, { kind: 'user', userId: user.userId }, signed);
    attachSession(request, deps, user);
    if (config.permission && !hasPermission(user, config.permission)) throw new AppError(ErrorCodes.noPermission);
  });
};

const attachSession = (request: FastifyRequest, deps: AppDeps, user: SessionUser) => {
  request.session = user;
  let scope: Promise<Scope> | undefined;
  request.scope = () => {
    scope ??= computeScope(deps.db, user);
    return scope;
  };
};

/** The session of a route that is not public; the hook guarantees it. */
export const requireSession = (request: FastifyRequest): SessionUser => {
  if (!request.session) throw new AppError(ErrorCodes.tokenInvalid);
  return request.session;
};

/** Who calls and what they may see: what services that check access take. */
export const callerOf = async (request: FastifyRequest): Promise<Caller> => ({
  session: requireSession(request),
  scope: await request.scope(),
});
