import {
  answers,
  genNumberQuerySchema,
  genNumberSchema,
  labelCodeQuerySchema,
  patrolSiteDetailSchema,
  patrolSitePageSchema,
  recordDeletedSchema,
  siteCreateSchema,
  siteIdQuerySchema,
  siteListQuerySchema,
  siteUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import {
  createSite,
  deleteSite,
  generateNumber,
  getSite,
  getSiteByLabel,
  listSites,
  updateSite,
} from './sites.service';

/** Patrol sites (巡查点): spec 002 §7 patrol/site/* and patrol/common/gen_number. */
export const patrolSiteRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const list = { permission: can.read };

  for (const name of ['site/list_by_company_cared', 'site/site_list_by_company_cared_id']) {
    api.get(
      path(name),
      {
        config: list,
        schema: {
          tags,
          summary: "A unit's patrol sites",
          querystring: siteListQuerySchema,
          response: answers(patrolSitePageSchema),
        },
      },
      async (request) => ok(request, await listSites(await ctx(request), request.query)),
    );
  }
  api.get(
    path('site/info'),
    {
      config: list,
      schema: {
        tags,
        summary: 'A site with its items',
        querystring: siteIdQuerySchema,
        response: answers(patrolSiteDetailSchema),
      },
    },
    async (request) => ok(request, await getSite(await ctx(request), request.query.site_id)),
  );
  api.get(
    path('site/site_info'),
    {
      config: list,
      schema: {
        tags,
        summary: "A site as the worker's page shows it",
        querystring: siteIdQuerySchema,
        response: answers(patrolSiteDetailSchema),
      },
    },
    async (request) => ok(request, await getSite(await ctx(request), request.query.site_id)),
  );
  api.get(
    path('site/list_by_label_code'),
    {
      config: list,
      schema: {
        tags,
        summary: "The site a QR label names (the worker's page)",
        querystring: labelCodeQuerySchema,
        response: answers(patrolSiteDetailSchema),
      },
    },
    async (request) => ok(request, await getSiteByLabel(await ctx(request), request.query.label_code)),
  );
  api.post(
    path('site/info'),
    {
      config: { permission: can.sites },
      schema: {
        tags,
        summary: 'Create a site with its items',
        body: siteCreateSchema,
        response: answers(patrolSiteDetailSchema),
      },
    },
    async (request) => ok(request, await createSite(await ctx(request), request.body)),
  );
  api.put(
    path('site/info'),
    {
      config: { permission: can.sites },
      schema: { tags, summary: 'Update a site', body: siteUpdateSchema, response: answers(patrolSiteDetailSchema) },
    },
    async (request) => ok(request, await updateSite(await ctx(request), request.body)),
  );
  api.delete(
    path('site/info'),
    {
      config: { permission: can.sites },
      schema: {
        tags,
        summary: 'Remove a site and its items',
        querystring: siteIdQuerySchema,
        response: answers(recordDeletedSchema),
      },
    },
    async (request) => ok(request, await deleteSite(await ctx(request), request.query.site_id)),
  );
  api.get(
    path('common/gen_number'),
    {
      config: list,
      schema: { tags, summary: 'A fresh code', querystring: genNumberQuerySchema, response: answers(genNumberSchema) },
    },
    async (request) => ok(request, { number: generateNumber(request.query.kind) }),
  );
};
