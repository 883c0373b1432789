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
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from './entries.service';
import { maintRead, maintWrite } from './permissions';
import { listProjects } from './projects.service';

/** Maintenance-company entries (维保单位进场) and the project list (spec 002 §3, §7; docs/maintenance.md). */
export const entryRoutes = (app: FastifyInstance) => {
  const { db } = app.deps;
  const route = envelopeRoutes(app, { tags: ['maint'] });

  route.get('/api_proxy/maint/entry/list/', {
    permission: maintRead,
    summary: "A contract's maintenance-company entries, latest first",
    input: entryListQuerySchema,
    answer: entryPageSchema,
    act: (caller, query) => listEntries(db, caller, query),
  });
  route.get('/api_proxy/maint/entry/info/', {
    permission: maintRead,
    summary: 'One entry',
    input: entryIdQuerySchema,
    answer: entrySchema,
    act: (caller, query) => getEntry(db, caller, query.id),
  });
  route.post('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Record an entry',
    input: entryCreateSchema,
    answer: entrySchema,
    act: (caller, body) => createEntry(db, caller, body),
  });
  route.put('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Change an entry',
    input: entryUpdateSchema,
    answer: entrySchema,
    act: (caller, body) => updateEntry(db, caller, body),
  });
  route.delete('/api_proxy/maint/entry/info/', {
    permission: maintWrite,
    summary: 'Delete an entry',
    input: entryIdQuerySchema,
    answer: idAnswerSchema,
    act: (caller, query) => deleteEntry(db, caller, query.id),
  });
  route.get('/api_proxy/maint/project/list/', {
    permission: maintRead,
    summary: 'Projects: the contracts the caller reads with what is under each and their entries',
    input: contractListQuerySchema,
    answer: projectPageSchema,
    act: (caller, query) => listProjects(app.deps, caller, query),
  });
};
