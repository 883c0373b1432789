import {
  contractCreateSchema,
  contractIdQuerySchema,
  contractListQuerySchema,
  contractOptionQuerySchema,
  contractOptionsSchema,
  contractPageSchema,
  contractResumeSchema,
  contractSchema,
  contractSuspendSchema,
  contractUpdateSchema,
  deletedContractSchema,
  respOptionQuerySchema,
  respOptionsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import {
  createContract,
  deleteContract,
  getContract,
  listContracts,
  maintOptions,
  respOptions,
  resumeContract,
  suspendContract,
  unitOptions,
  updateContract,
} from './contracts.service';
import { maintRead, maintWrite } from './permissions';

const path = (name: string) => `/api_proxy/maint/contract/${name}/`;

/** Maintenance contracts (spec 002 §7 maint/contract list and info; docs/maintenance.md). */
export const contractRoutes = (app: FastifyInstance) => {
  const { db } = app.deps;
  const route = envelopeRoutes(app, { tags: ['maint'] });

  route.get(path('list'), {
    permission: maintRead,
    summary: 'Contracts the caller reads, filtered all / expiring / not started / in progress / finished',
    input: contractListQuerySchema,
    answer: contractPageSchema,
    act: (caller, query) => listContracts(app.deps, caller, query),
  });
  route.get(path('info'), {
    permission: maintRead,
    summary: 'One contract',
    input: contractIdQuerySchema,
    answer: contractSchema,
    act: (caller, query) => getContract(app.deps, caller, query.id),
  });
  route.post(path('info'), {
    permission: maintWrite,
    summary: 'New contract; live today, it binds the maintenance company to its units',
    input: contractCreateSchema,
    answer: contractSchema,
    act: (caller, body) => createContract(app.deps, caller, body),
  });
  route.put(path('info'), {
    permission: maintWrite,
    summary: 'Change a contract',
    input: contractUpdateSchema,
    answer: contractSchema,
    act: (caller, body) => updateContract(app.deps, caller, body),
  });
  route.delete(path('info'), {
    permission: maintWrite,
    summary: 'Delete a contract (refused while repair tasks refer to it)',
    input: contractIdQuerySchema,
    answer: deletedContractSchema,
    act: (caller, query) => deleteContract(app.deps, caller, query.id),
  });
  route.put(path('suspend'), {
    permission: maintWrite,
    summary: 'Suspend a contract (the centre, with a reason): it stops binding its units at once',
    input: contractSuspendSchema,
    answer: contractSchema,
    act: (caller, body) => suspendContract(app.deps, caller, body),
  });
  route.put(path('resume'), {
    permission: maintWrite,
    summary: 'Resume a suspended contract: live today, it binds its units again',
    input: contractResumeSchema,
    answer: contractSchema,
    act: (caller, body) => resumeContract(app.deps, caller, body),
  });
  route.get(path('maint_options'), {
    permission: maintWrite,
    summary: 'Maintenance companies the caller may make a contract with',
    input: contractOptionQuerySchema,
    answer: contractOptionsSchema,
    act: (caller, query) => maintOptions(db, caller, query.company_name),
  });
  route.get(path('unit_options'), {
    permission: maintWrite,
    summary: 'Units the caller may put under a contract',
    input: contractOptionQuerySchema,
    answer: contractOptionsSchema,
    act: (caller, query) => unitOptions(db, caller, query.company_name),
  });
  route.get(path('resp_options'), {
    permission: maintWrite,
    summary: "The maintenance company's people, for the person in charge",
    input: respOptionQuerySchema,
    answer: respOptionsSchema,
    act: (caller, query) => respOptions(db, caller, query.company_maint_id),
  });
};
