import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of the served client (docs/security.md). Scripts only from our origin and
 * never inline, so a stored string that slips into the page cannot run; the session token lives in localStorage, so
 * script injection is the attack that matters. Styles allow inline because Ant Design's CSS-in-JS and Leaflet write
 * style elements and attributes at run time. Images allow any https origin: the map tiles come from the host in
 * MAP_TILE_URL (OpenStreetMap by default), and an image cannot run code.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:', 'data:'],
  'worker-src': ["'self'", 'blob:'],
  // Downloads open in a hidden frame of our own origin (app/downloads.ts); no other origin frames or is framed.
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * A tile server on plain http (a site's own, on its LAN) is not covered by `https:`: its origin joins img-src, with
 * Leaflet's `{s}` subdomains as a wildcard. Tiles on https or on this server need nothing more.
 */
export const tileImageSources = (template: string) => {
  const host = /^http:\/\/([^/]+)/.exec(template)?.[1];
  return host ? [`http://${host.replaceAll('{s}', '*')}`] : [];
};

/** Nothing in the client needs the camera, microphone, location, payments or USB. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const cspHeader = Object.entries(contentSecurityPolicy)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/** helmet's set on every answer: the client's pages, the API, the files, the errors and the not-found answers. */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    global: true,
    // Explicit directives, no defaults: upgrade-insecure-requests would break a site served over plain http on its LAN.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        'img-src': [...contentSecurityPolicy['img-src'], ...tileImageSources(app.deps.env.MAP_TILE_URL)],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
};

/** The same core headers for answers Fastify gives before any hook runs (a URL it cannot decode). */
export const setBaseSecurityHeaders = (reply: FastifyReply) =>
  reply
    .header('content-security-policy', cspHeader)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .header('permissions-policy', PERMISSIONS_POLICY);
