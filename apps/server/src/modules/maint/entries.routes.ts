import {
  answers,
  contractListQuerySchema,
  entryCreateSchema,
  entryIdQuerySchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
  entryUpdateSchema,
  projectPageSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { EntryService } from './entries.service';
import { maintRead, maintWrite } from './permissions';
import type { ProjectService } from './projects.service';

const tags = ['maint'];

/** Maintenance-company entries (维保单位进场) and the project list (spec 002 §3, §7; docs/maintenance.md). */
export const entryRoutes = (app: FastifyInstance, services: { entries: EntryService; projects: ProjectService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { entries, projects } = services;

  api.get(
    '/api_proxy/maint/entry/list/',
    {
      config: { permission: maintRead },
      schema: {
        tags,
        summary: "A contract's maintenance-company entries, latest first",
        querystring: entryListQuerySchema,
        response: answers(entryPageSchema),
      },
    },
    async (request) => ok(request, await entries.listEntries(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/entry/info/',
    {
      config: { permission: maintRead },
      schema: { tags, summary: 'One entry', querystring: entryIdQuerySchema, response: answers(entrySchema) },
    },
    async (request) => ok(request, await entries.getEntry(await callerOf(request), request.query.id)),
  );
  api.post(
    '/api_proxy/maint/entry/info/',
    {
      config: { permission: maintWrite },
      schema: { tags, summary: 'Record an entry', body: entryCreateSchema, response: answers(entrySchema) },
    },
    async (request) => ok(request, await entries.createEntry(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/entry/info/',
    {
      config: { permission: maintWrite },
      schema: { tags, summary: 'Change an entry', body: entryUpdateSchema, response: answers(entrySchema) },
    },
    async (request) => ok(request, await entries.updateEntry(await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/maint/entry/info/',
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: 'Delete an entry',
        querystring: entryIdQuerySchema,
        response: answers(z.object({ id: z.number() })),
      },
    },
    async (request) => ok(request, await entries.deleteEntry(await callerOf(request), request.query.id)),
  );
  api.get(
    '/api_proxy/maint/project/list/',
    {
      config: { permission: maintRead },
      schema: {
        tags,
        summary: 'Projects: the contracts the caller reads with what is under each and their entries',
        querystring: contractListQuerySchema,
        response: answers(projectPageSchema),
      },
    },
    async (request) => ok(request, await projects.listProjects(await callerOf(request), request.query)),
  );
};
