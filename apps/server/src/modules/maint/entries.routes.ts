import {
  contractListQuerySchema,
  entryCreateSchema,
  entryIdQuerySchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
  entryUpdateSchema,
  idAnswerSchema,
  projectPageSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import type { EntryService } from './entries.service';
import { maintRead, maintWrite } from './permissions';
import { listProjects } from './projects.service';

/** Maintenance-company entries (维保单位进场) and the project list (spec 002 §3, §7; docs/maintenance.md). */
export const entryRoutes = (app: FastifyInstance, services: { entries: EntryService }) => {
  const route = envelopeRoutes(app, { tags: ['maint'] });
  const { entries } = services;

  route.get('/api_proxy/maint/entry/list/', {
    permission: maintRead,
    summary: "A contract's maintenance-company entries, latest first",
    input: entryListQuerySchema,
    answer: entryPageSchema,
    act: (caller, query) => entries.listEntries(caller, query),
  });
  route.get('/api_proxy/maint/entry/info/', {
    permission: maintRead,
    summary: 'One entry',
    input: entryIdQuerySchema,
    answer: entrySchema,
    act: (caller, query) => entries.getEntry(caller, query.id),
  });
  route.post('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Record an entry',
    input: entryCreateSchema,
    answer: entrySchema,
    act: (caller, body) => entries.createEntry(caller, body),
  });
  route.put('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Change an entry',
    input: entryUpdateSchema,
    answer: entrySchema,
    act: (caller, body) => entries.updateEntry(caller, body),
  });
  route.delete('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Delete an entry',
    input: entryIdQuerySchema,
    answer: idAnswerSchema,
    act: (caller, query) => entries.deleteEntry(caller, query.id),
  });
  route.get('/api_proxy/maint/project/list/', {
    permission: maintRead,
    summary: 'Projects: the contracts the caller reads with what is under each and their entries',
    input: contractListQuerySchema,
    answer: projectPageSchema,
    act: (caller, query) => listProjects(app.deps, caller, query),
  });
};
