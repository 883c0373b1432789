import {
  answers,
  qrcodePictureSchema,
  qrcodeQuerySchema,
  siteIdQuerySchema,
  zipDownloadSchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { documentRoutes } from '../exports';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import { labelsZip, qrcodePicture, qrPng, siteQrTarget } from './qrcode.service';

/** Where the server is reached from (proxies trusted per TRUST_PROXY): the origin the QR codes' URLs use. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * QR codes and their archive (spec 002 §7 "base path /codeTwo"): a site's QR code as a PNG (GET with params, POST
 * form-encoded), and a zip of printable labels (POST JSON). Outside /api_proxy/, so not signed; the session header
 * is required as anywhere.
 */
export const patrolQrcodeRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const config = { permission: can.read };
  // Only this plugin's routes take form bodies (POST /codeTwo/qrcode).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );

  const sendQr = async (request: FastifyRequest, site_id: number, size: number) => {
    const { url } = await siteQrTarget(await ctx(request), site_id, originOf(request));
    return qrPng(url, size);
  };
  api.get(
    '/codeTwo/qrcode',
    { config, schema: { tags, summary: "A site's QR code (PNG)", querystring: qrcodeQuerySchema } },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'private, max-age=300')
        .send(await sendQr(request, request.query.site_id, request.query.size)),
  );
  api.post(
    '/codeTwo/qrcode',
    { config, schema: { tags, summary: "A site's QR code (PNG), form-encoded", body: qrcodeQuerySchema } },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .send(await sendQr(request, request.body.site_id, request.body.size)),
  );
  // The client posts the sites with its session and saves the answer itself: a document without a link.
  documentRoutes(app, {
    tags,
    permission: can.read,
    input: zipDownloadSchema,
    download: {
      path: '/codeTwo/zip/download',
      summary: "The chosen sites' labels (SVG) in a zip",
      write: async ({ request, input }) => ({
        body: await labelsZip(await ctx(request), input.site_ids, originOf(request)),
        filename: requestLang(request) === 'en' ? 'patrol-sites.zip' : '巡查点.zip',
        type: 'zip',
      }),
    },
  });
  api.get(
    path('site/qrcode_picture'),
    {
      config,
      schema: {
        tags,
        summary: "A site's QR code as a data URL",
        querystring: siteIdQuerySchema,
        response: answers(qrcodePictureSchema),
      },
    },
    async (request) => ok(request, await qrcodePicture(await ctx(request), request.query.site_id, originOf(request))),
  );
};
