import { randomUUID } from 'node:crypto';
import {
  ErrorCodes,
  FORWARD_TESTS_PER_MINUTE,
  forwardUrlMessages,
  unitOwnKinds,
  type ForwardDelivery,
  type ForwardDeliveryStatus,
  type ForwardRule,
  type ForwardRuleCreate,
  type ForwardRuleUpdate,
  type ForwardRuleWithSecret,
  type StatusCategory,
} from '@fireline/shared';
import { requireAccess, requireAccessTo, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import type { SecretBox } from '../../core/secret-box';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import { selectOrgNames } from '../companies';
import { isAllowedEndpoint, type EndpointPolicy } from './endpoint';
import { buildForwardBody, newForwardSecret, secretHintOf } from './forward-body';
import { insertForwardDeliveries } from './forward-outbox.repo';
import {
  deleteRule as deleteRuleRow,
  findRule,
  insertRule,
  lockAndCountTests,
  selectDeliveries,
  selectLastDeliveries,
  selectRules,
  updateRule as updateRuleRow,
  type RuleRow,
  type RuleValues,
} from './event-forward.repo';

type Page = { page_no: number; page_size: number };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date ? seconds(date) : null);

export const forwardMessages = {
  testLimit: {
    zh: `每条规则每分钟最多发送 ${FORWARD_TESTS_PER_MINUTE} 次测试事件`,
    en: `at most ${FORWARD_TESTS_PER_MINUTE} test events a minute per rule`,
  },
};

/**
 * Event forwarding rules (docs/event-forwarding.md): kept by the people of the organisation that owns them (the
 * administrator reaches every rule), with the endpoint checked against the address rules and the units against the
 * caller's scope.
 *
 * What rule changes and tests need: the database, the secret box, the site's time and the address rules.
 */
export type ForwardDeps = { db: Db; box: SecretBox; siteTime: SiteTime; policy: EndpointPolicy };

/** The one access check, then the rule of this feature: only the owner's own people (or the administrator). */
const loadRule = async (db: Db, caller: Caller, id: number) => {
  const owner = await requireAccessTo(db, caller, { kind: 'event_forward_rule', id, field: 'id' });
  if (!caller.session.isAdmin && owner !== caller.session.orgId)
    throw new AppError(ErrorCodes.noPermission, { detail: fieldDetail('id'), data: { field: 'id' } });
  const rule = await findRule(db, id);
  if (!rule) throw new AppError(ErrorCodes.noData);
  return rule;
};

const present = async (db: Db, rows: RuleRow[]): Promise<ForwardRule[]> => {
  const ids = rows.map((row) => row.id);
  const [names, last] = await Promise.all([
    selectOrgNames(db, [...new Set(rows.flatMap((row) => [row.orgId, ...row.unitIds]))]),
    selectLastDeliveries(db, ids),
  ]);
  return rows.map((row) => {
    const delivery = last.get(row.id);
    return {
      id: row.id,
      company_id: row.orgId,
      company_name: names.get(row.orgId) ?? '',
      name: row.name,
      url: row.url,
      categories: row.categories as StatusCategory[],
      unit_ids: row.unitIds,
      units: row.unitIds.map((id) => ({ company_id: id, company_name: names.get(id) ?? '' })),
      device_types: row.deviceTypes,
      is_enabled: row.isEnabled ? 1 : 0,
      remark: row.remark,
      secret_hint: row.secretHint,
      create_time: seconds(row.createdAt),
      update_time: seconds(row.updatedAt),
      last_delivery: delivery
        ? {
            time: seconds(delivery.createdAt),
            status: delivery.status as ForwardDeliveryStatus,
            status_code: delivery.statusCode,
          }
        : null,
    };
  });
};
const presentOne = async (db: Db, row: RuleRow) => (await present(db, [row]))[0]!;

/** The URL's address must be allowed (8996 naming url); the units must be the caller's to see (9993 naming unit_ids). */
const checkTargets = async (deps: ForwardDeps, caller: Caller, body: { url?: string; unit_ids?: number[] }) => {
  const { db } = deps;
  if (body.url !== undefined && !(await isAllowedEndpoint(body.url, deps.policy)))
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: `url ${forwardUrlMessages.private.zh}`, en: `url: ${forwardUrlMessages.private.en}` },
      data: { field: 'url' },
    });
  if (body.unit_ids?.length)
    await requireAccess(db, caller, { kind: 'unit', ids: body.unit_ids, orgKinds: unitOwnKinds, field: 'unit_ids' });
};

const valuesOf = (body: Omit<ForwardRuleUpdate, 'id'>): RuleValues => {
  const values: RuleValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.url !== undefined) values.url = body.url;
  if (body.categories !== undefined) values.categories = [...new Set(body.categories)];
  if (body.unit_ids !== undefined) values.unitIds = [...new Set(body.unit_ids)];
  if (body.device_types !== undefined) values.deviceTypes = [...new Set(body.device_types)];
  if (body.is_enabled !== undefined) values.isEnabled = body.is_enabled === 1;
  if (body.remark !== undefined) values.remark = body.remark || null;
  return values;
};

const sealNewSecret = (box: SecretBox) => {
  const secret = newForwardSecret();
  return { secret, values: { secretSealed: box.seal(secret), secretHint: secretHintOf(secret) } };
};

export const listRules = async (db: Db, caller: Caller, query: Page & { name?: string; is_enabled?: 0 | 1 }) => {
  const { list: rows, total } = await selectRules(
    db,
    {
      orgId: caller.session.isAdmin ? null : caller.session.orgId,
      name: query.name,
      isEnabled: query.is_enabled === undefined ? undefined : query.is_enabled === 1,
    },
    query,
  );
  return { total, list: await present(db, rows) };
};

export const getRule = async (db: Db, caller: Caller, id: number) => presentOne(db, await loadRule(db, caller, id));

export const createRule = async (
  deps: ForwardDeps,
  caller: Caller,
  body: ForwardRuleCreate,
): Promise<ForwardRuleWithSecret> => {
  const { db, box } = deps;
  await checkTargets(deps, caller, body);
  const { secret, values } = sealNewSecret(box);
  const row = await insertRule(db, {
    ...valuesOf(body),
    ...values,
    name: body.name,
    url: body.url,
    categories: [...new Set(body.categories)],
    orgId: caller.session.orgId,
    createrId: caller.session.userId,
  });
  return { ...(await presentOne(db, row)), secret };
};

export const updateRule = async (deps: ForwardDeps, caller: Caller, body: ForwardRuleUpdate) => {
  const { db } = deps;
  const { id, ...fields } = body;
  await loadRule(db, caller, id);
  await checkTargets(deps, caller, fields);
  const row = await updateRuleRow(db, id, valuesOf(fields));
  if (!row) throw new AppError(ErrorCodes.noData);
  return presentOne(db, row);
};

export const deleteRule = async (db: Db, caller: Caller, id: number) => {
  await loadRule(db, caller, id);
  await db.transaction((tx) => deleteRuleRow(tx, id));
  return { id };
};

/** A new secret for the rule, answered this once; the old one signs nothing from now on. */
export const regenerateSecret = async (
  deps: ForwardDeps,
  caller: Caller,
  id: number,
): Promise<ForwardRuleWithSecret> => {
  const { db, box } = deps;
  await loadRule(db, caller, id);
  const { secret, values } = sealNewSecret(box);
  const row = await updateRuleRow(db, id, values);
  if (!row) throw new AppError(ErrorCodes.noData);
  return { ...(await presentOne(db, row)), secret };
};

/**
 * Queues a test event to the rule's endpoint (sent like any delivery, also while the rule is disabled), at most
 * FORWARD_TESTS_PER_MINUTE a minute per rule (7993 beyond).
 */
export const sendTest = async (deps: ForwardDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const rule = await loadRule(db, caller, id);
  const unitId = rule.unitIds[0] ?? rule.orgId;
  const names = await selectOrgNames(db, [unitId]);
  const now = new Date();
  const deviceType = rule.deviceTypes[0];
  const body = buildForwardBody({
    kind: 'test',
    ruleId: rule.id,
    event: {
      id: null,
      uuid: `test-${randomUUID()}`,
      statusCategory: rule.categories[0] ?? 'fire',
      alarmStatus: 'test',
      alarmType: 'test',
      alarmValue: null,
      acceptTime: now,
      receiveTime: now,
      companyId: unitId,
      buildingId: null,
      floorId: null,
      deviceId: 0,
      deviceCode: 'TEST',
      deviceName: '测试设备 (test device)',
      deviceType: deviceType === undefined ? null : String(deviceType),
      deviceModel: null,
      deviceThingType: null,
      componentId: null,
      location: null,
      installAddress: null,
    },
    names: { companies: names, buildings: new Map(), floors: new Map(), devices: new Map() },
    siteTime: deps.siteTime,
  });
  const [deliveryId] = await db.transaction(async (tx) => {
    const recent = await lockAndCountTests(tx, rule.id, new Date(now.getTime() - 60_000));
    if (recent >= FORWARD_TESTS_PER_MINUTE)
      throw new AppError(ErrorCodes.limitExceeded, { detail: forwardMessages.testLimit });
    return insertForwardDeliveries(tx, [{ ruleId: rule.id, url: rule.url, eventId: null, isTest: true, body }]);
  });
  return { delivery_id: deliveryId! };
};

export const listDeliveries = async (
  db: Db,
  caller: Caller,
  query: Page & { id: number; status?: ForwardDeliveryStatus },
) => {
  await loadRule(db, caller, query.id);
  const { rows, total } = await selectDeliveries(db, { ruleId: query.id, status: query.status }, query);
  return {
    total,
    list: rows.map(({ delivery, outbox }): ForwardDelivery => ({
      id: delivery.outboxId,
      rule_id: delivery.ruleId,
      event_id: delivery.eventId,
      is_test: delivery.isTest ? 1 : 0,
      status: outbox.status as ForwardDeliveryStatus,
      attempts: outbox.attempts,
      status_code: delivery.statusCode,
      response_snippet: delivery.responseSnippet,
      error: outbox.lastError,
      duration_ms: delivery.durationMs,
      create_time: seconds(delivery.createdAt),
      last_attempt_time: secondsOrNull(delivery.lastAttemptAt),
      next_attempt_time:
        outbox.status === 'pending' || outbox.status === 'failed' ? seconds(outbox.nextAttemptAt) : null,
      sent_time: secondsOrNull(outbox.sentAt),
    })),
  };
};
