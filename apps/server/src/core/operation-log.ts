import type { OperationSummary } from '@fireline/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { Db, Tx } from '../db/client';
import { runWithTransactionHook, type TransactionHook } from '../db/transaction-hooks';
import { actionOf, isMutatingMethod, moduleRuleOf, type AuditConfig, type AuditFacts } from './operation-log-modules';
import { describeInput, recordIdsOf } from './operation-log-remark';
import { completeOperationLog, hasWritten, insertOperationLog } from './operation-log.repo';

/**
 * One call's operation-log entry while the call runs (docs/architecture.md "Operation log"). `row` is the row once
 * written (in a transaction of the call, or after its success), `pending` while a transaction is writing it.
 */
type AuditEntry = {
  values: Omit<Parameters<typeof insertOperationLog>[1], 'recordIds'>;
  idKeys: readonly string[];
  input: { query?: unknown; body?: unknown };
  describe?: (facts: AuditFacts) => OperationSummary | undefined;
  row?: { id: number; recordIds: string[]; tx?: Tx } | 'pending';
  isClosed: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation log: `false` for a call that changes nothing, or the module / action when the path and verb mislead. */
    audit?: AuditConfig;
  }
  interface FastifyInstance {
    /** The routes the operation log is written for, as they were added: method, path and what a row of theirs says. */
    auditedRoutes: AuditedRoute[];
  }
  interface FastifyRequest {
    audit?: AuditEntry;
    /** The input as sent, before validation: what the remark shows. */
    auditInput?: { query?: unknown; body?: unknown };
  }
}

export type AuditedRoute = { methods: string[]; url: string; module: string; action?: string; describes: boolean };

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Session calls under /api_proxy/ with a changing verb, unless the route says `audit: false`; and any session call
 * whose route names its module in `config.audit` (an import's start: a GET outside /api_proxy/ that creates records).
 */
const isAudited = (route: RouteOptions) => {
  const config = (route.config ?? {}) as { public?: boolean; audit?: AuditConfig };
  if (config.public || config.audit === false) return false;
  if (config.audit?.module) return true;
  return route.url.startsWith('/api_proxy/') && asList(route.method).some(isMutatingMethod);
};

const asRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The route's action for the call: its own, one the input names, or the verb's. */
const actionOfCall = (config: Exclude<AuditConfig, false>, request: FastifyRequest) => {
  if (typeof config.action !== 'function') return config.action ?? actionOf(request.method);
  const input = request.auditInput ?? {};
  return config.action({ body: asRecord(input.body), query: asRecord(input.query) });
};

/** The route's sentence for the call, from its input and answer; a describe that fails leaves the row without one. */
const describeCall = (entry: AuditEntry, answer: unknown) => {
  try {
    return entry.describe?.({ body: asRecord(entry.input.body), query: asRecord(entry.input.query), answer }) ?? null;
  } catch {
    return null;
  }
};

/** Writes the entry's row inside the first transaction of the call that changed something, before its commit. */
const transactionHookOf = (entry: AuditEntry): TransactionHook => ({
  beforeCommit: async (tx, result) => {
    if (entry.isClosed || entry.row) return;
    entry.row = 'pending';
    if (!(await hasWritten(tx))) {
      entry.row = undefined;
      return;
    }
    const recordIds = recordIdsOf(entry.idKeys, [result, entry.input.body, entry.input.query]);
    const id = await insertOperationLog(tx, { ...entry.values, recordIds });
    entry.row = { id, recordIds, tx };
  },
  afterRollback: (tx) => {
    if (entry.row === 'pending' || entry.row?.tx === tx) entry.row = undefined;
  },
});

/**
 * The operation log, written by the pipeline for every audited route (no route writes its own): the entry opens after
 * validation (a refused or malformed call never opens one), the first transaction of the call that writes carries the
 * row, and a successful answer (code 0) writes it when no transaction did, or completes its ids from the answer.
 */
export const registerOperationLog = (app: FastifyInstance, db: Db) => {
  const captureInput = async (request: FastifyRequest) => {
    request.auditInput = { query: request.query, body: request.body };
  };

  const open = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const session = request.session;
    if (!session) return done();
    const path = request.routeOptions.url ?? '';
    const config = request.routeOptions.config.audit || {};
    const rule = moduleRuleOf(path);
    const entry: AuditEntry = {
      values: {
        orgId: session.orgId,
        orgName: session.orgName,
        userId: session.userId,
        username: session.username,
        realName: session.realName,
        module: config.module ?? rule.module,
        action: actionOfCall(config, request),
        method: request.method,
        path,
        remark: describeInput(request.auditInput ?? {}),
        ip: request.ip,
      },
      idKeys: rule.idKeys,
      input: request.auditInput ?? {},
      describe: config.describe,
      isClosed: false,
    };
    request.audit = entry;
    runWithTransactionHook(transactionHookOf(entry), done);
  };

  const finish = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const entry = request.audit;
    if (!entry || entry.isClosed) return payload;
    entry.isClosed = true;
    const answer = payload as { code?: unknown; data?: unknown } | null;
    if (answer?.code !== 0 || entry.row === 'pending') return payload;
    const recordIds = recordIdsOf(entry.idKeys, [answer.data, entry.input.body, entry.input.query]);
    try {
      const summary = describeCall(entry, answer.data);
      if (!entry.row) {
        await insertOperationLog(db, { ...entry.values, recordIds, summary });
      } else if (summary || recordIds.some((id) => !(entry.row as { recordIds: string[] }).recordIds.includes(id))) {
        const merged = [...new Set([...entry.row.recordIds, ...recordIds])].slice(0, 50);
        await completeOperationLog(db, entry.row.id, { recordIds: merged, summary });
      }
    } catch (error) {
      // The change is made and answered; a log that cannot be written is the operators' alarm, not the caller's error.
      request.log.error({ err: error, path: entry.values.path }, 'operation log not written');
    }
    return payload;
  };

  const close = async (request: FastifyRequest) => {
    if (request.audit) request.audit.isClosed = true;
  };

  const audited: AuditedRoute[] = [];
  app.decorate('auditedRoutes', audited);
  app.addHook('onRoute', (route) => {
    if (!isAudited(route)) return;
    const config = (route.config as { audit?: AuditConfig } | undefined)?.audit || {};
    audited.push({
      methods: asList(route.method),
      url: route.url,
      module: config.module ?? moduleRuleOf(route.url).module,
      action: typeof config.action === 'function' ? 'by input' : config.action,
      describes: Boolean(config.describe),
    });
    route.preValidation = [...asList(route.preValidation), captureInput];
    route.preHandler = [...asList(route.preHandler), open];
    route.preSerialization = [...asList(route.preSerialization), finish];
    route.onResponse = [...asList(route.onResponse), close];
  });
};
