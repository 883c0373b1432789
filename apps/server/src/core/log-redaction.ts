import { SECRET_QUERY_PARAMS } from '@fireline/shared';
import type { FastifyRequest } from 'fastify';

const secretParam = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** A URL with the values of tokens, tickets and signatures replaced, so a log line never carries one. */
export const redactUrl = (url: string) => url.replace(secretParam, '$1[redacted]');

/**
 * Fastify's request serializer, minus secrets: the URL redacted and no headers at all (the Authorization header
 * holds the session token).
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
