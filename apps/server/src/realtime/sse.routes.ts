import { ErrorCodes, failureEnvelopeSchema, SSE_PATH, sseQuerySchema, streamDataSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLang, failure } from '../core/envelope';
import { readToken, resolveSession, type SessionUser } from '../core/session';
import { createSseHub } from './sse-hub';

/**
 * GET /sse?pid=119&uid=…&utype=w with `Authorization: token <t>`: the push stream (spec 000 §7).
 * A bad token, an ended session or a uid that is not the session's answers HTTP 401.
 */
export const sseRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const hub = createSseHub({
    db: deps.db,
    bus: deps.bus,
    heartbeatMs: deps.env.SSE_HEARTBEAT_MS,
    replayLimit: deps.env.SSE_REPLAY_LIMIT,
    replayMax: deps.env.SSE_REPLAY_MAX,
    streamsPerSession: deps.env.SSE_STREAMS_PER_SESSION,
    maxBufferBytes: deps.env.SSE_MAX_BUFFER_BYTES,
    logger: app.log,
  });
  deps.metrics.probes.sse = () => ({ clients: hub.connectionCount(), users: hub.userCount() });
  // preClose: the HTTP server's close waits for open streams, so they must end before it, not after.
  app.addHook('preClose', async () => hub.close());

  // Described in the OpenAPI document with its message union; the answer is written to the raw socket (hijacked), so
  // the declared 200 schema documents the `data:` lines and never serialises anything.
  const schema = {
    summary: 'The push stream (Server-Sent Events)',
    description:
      'Authorization: token <t>. Each `data:` line is one JSON message of the union below (or `{}`, a heartbeat); ' +
      '`id:` carries the id a reconnect resumes from (Last-Event-ID). A bad token, an ended session or a uid that ' +
      "is not the session's answers HTTP 401 with the error envelope.",
    querystring: sseQuerySchema,
    response: {
      200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: streamDataSchema } } },
      401: failureEnvelopeSchema,
    },
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(SSE_PATH, { config: { public: true }, schema }, async (request, reply) => {
    const { query } = request;
    let user: SessionUser | undefined;
    try {
      const token = readToken(request.headers);
      if (token) user = await resolveSession(deps.db, token, deps.env.SESSION_IDLE_DAYS);
    } catch {
      user = undefined;
    }
    if (!user || (query.uid && query.uid !== String(user.userId))) {
      return reply.code(401).send(failure(request, ErrorCodes.tokenInvalid));
    }
    const header = request.headers['last-event-id'] ?? query.last_event_id;
    const lastEventId = header !== undefined && /^\d+$/.test(String(header)) ? Number(header) : undefined;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    await hub.open({
      userId: user.userId,
      sessionId: user.sessionId,
      lang: requestLang(request),
      lastEventId,
      response: reply.raw,
    });
  });
};
