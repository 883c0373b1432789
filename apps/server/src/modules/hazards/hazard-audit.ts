import type { HazardRecord, OperationSummary } from '@fireline/shared';
import type { AuditFacts } from '../../core/operation-log-modules';

/**
 * The operation log's sentence of each hazard call (docs/architecture.md "Operation log"): the hazard as the call
 * answered it (its id, level, deadline, the designated person or company by name) and what the caller wrote.
 */
const hazardOf = (facts: AuditFacts) => facts.answer as HazardRecord | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const deadlineOf = (hazard: HazardRecord) => (hazard.deadline ? { date: hazard.deadline } : '–');

const sentence =
  (describe: (hazard: HazardRecord, facts: AuditFacts) => OperationSummary) =>
  (facts: AuditFacts): OperationSummary | undefined => {
    const hazard = hazardOf(facts);
    return hazard?.id ? describe(hazard, facts) : undefined;
  };

export const hazardAudit = {
  report: sentence((hazard) => ({ key: 'hazard.report', params: { id: hazard.id, description: hazard.description } })),
  change: sentence((hazard) => ({ key: 'hazard.change', params: { id: hazard.id, description: hazard.description } })),
  confirm: sentence((hazard) => ({
    key: 'hazard.confirm',
    params: { id: hazard.id, level: { enum: 'hazard_level', value: hazard.level }, deadline: deadlineOf(hazard) },
  })),
  reject: sentence((hazard, facts) => ({
    key: 'hazard.reject',
    params: { id: hazard.id, reason: text(facts.body.reason) },
  })),
  assignUser: sentence((hazard) => ({
    key: 'hazard.assign_user',
    params: { id: hazard.id, user: hazard.designated_user?.name ?? '–', deadline: deadlineOf(hazard) },
  })),
  assignCompany: sentence((hazard) => ({
    key: 'hazard.assign_company',
    params: { id: hazard.id, company: hazard.designated_company?.name ?? '–', deadline: deadlineOf(hazard) },
  })),
  /** node_process: a disposal (what was done) or a review (its result). */
  process: sentence((hazard, facts): OperationSummary =>
    facts.body.action === 'dispose'
      ? { key: 'hazard.dispose', params: { id: hazard.id, comment: text(facts.body.comment) } }
      : {
          key: 'hazard.review',
          params: { id: hazard.id, result: { enum: 'review_result', value: text(facts.body.result) } },
        },
  ),
  close: sentence((hazard) => ({ key: 'hazard.close', params: { id: hazard.id } })),
  repair: (facts: AuditFacts): OperationSummary | undefined =>
    typeof facts.body.id === 'number' ? { key: 'hazard.repair', params: { id: facts.body.id } } : undefined,
};
