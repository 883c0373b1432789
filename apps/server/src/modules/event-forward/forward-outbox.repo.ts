import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { devices, eventForwardDeliveries, eventForwardRules } from '../../db/schema';

/** The outbox channel of forwarding; a row's reason is `forward:<rule id>` or `forward_test:<rule id>`. */
export const FORWARD_CHANNEL = 'event_forward';

export type ForwardMatch = { ruleId: number; url: string; index: number };

/**
 * The enabled rules each event matches (category, unit, device type), among the units the rule's owner sees: itself
 * when it is a unit, else the units bound to it (status 1). One query for a whole batch; `index` is the event's
 * position in the list given.
 */
export const matchForwardRules = async (
  tx: DbOrTx,
  events: { companyId: number; category: string; deviceType: string | null }[],
): Promise<ForwardMatch[]> => {
  const document = JSON.stringify(
    events.map((event, index) => ({
      i: index,
      company_id: event.companyId,
      category: event.category,
      device_type: event.deviceType,
    })),
  );
  const rows = await queryRows<{ rule_id: number; url: string; i: number }>(
    tx,
    sql`select r.id as rule_id, r.url, e.i
        from jsonb_to_recordset(${document}::jsonb) as e(i int, company_id int, category text, device_type text)
        join ${eventForwardRules} r on r.is_enabled
          and e.category = any(r.categories)
          and (cardinality(r.unit_ids) = 0 or e.company_id = any(r.unit_ids))
          and (cardinality(r.device_types) = 0 or e.device_type = any(r.device_types::text[]))
          and (r.org_id = e.company_id or exists (
            select 1 from org_bindings b where b.org_id = r.org_id and b.cared_id = e.company_id and b.status = 1))
        order by e.i, r.id`,
  );
  return rows.map((row) => ({ ruleId: Number(row.rule_id), url: row.url, index: Number(row.i) }));
};

export const selectDeviceNames = async (tx: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: devices.id, name: devices.name }).from(devices).where(inArray(devices.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
};

export type NewForwardDelivery = { ruleId: number; url: string; eventId: number | null; isTest: boolean; body: string };

/**
 * Queues deliveries in the caller's transaction: one outbox row each (channel event_forward, sent by the dispatcher)
 * and its row in the rule's delivery log, in one statement. Answers the outbox ids.
 */
export const insertForwardDeliveries = async (tx: DbOrTx, rows: NewForwardDelivery[]) => {
  if (rows.length === 0) return [] as number[];
  const document = JSON.stringify(
    rows.map((row) => ({
      rule_id: row.ruleId,
      event_id: row.eventId,
      is_test: row.isTest,
      recipient: row.url,
      reason: `${row.isTest ? 'forward_test' : 'forward'}:${row.ruleId}`,
      payload: { rule_id: row.ruleId, is_test: row.isTest, body: row.body },
    })),
  );
  const inserted = await queryRows<{ outbox_id: number }>(
    tx,
    sql`with queued as (
          insert into notification_outbox (event_id, channel, recipient, reason, payload)
          select v.event_id, ${FORWARD_CHANNEL}, v.recipient, v.reason, v.payload
          from jsonb_to_recordset(${document}::jsonb)
            as v(rule_id int, event_id bigint, is_test boolean, recipient text, reason text, payload jsonb)
          returning id, event_id, payload)
        insert into ${eventForwardDeliveries} (outbox_id, rule_id, event_id, is_test)
        select id, (payload->>'rule_id')::int, event_id, (payload->>'is_test')::boolean from queued
        returning outbox_id`,
  );
  return inserted.map((row) => Number(row.outbox_id));
};

/** What the sender needs of a rule: where to post, the sealed secret, whether it still forwards. */
export const findRuleForSending = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        id: eventForwardRules.id,
        url: eventForwardRules.url,
        secretSealed: eventForwardRules.secretSealed,
        isEnabled: eventForwardRules.isEnabled,
      })
      .from(eventForwardRules)
      .where(eq(eventForwardRules.id, id))
  )[0];

/** The outcome of one attempt, on the rule's delivery log (the outbox row keeps status, attempts and the error). */
export const recordAttempt = (
  db: DbOrTx,
  outboxId: number,
  outcome: { statusCode: number | null; responseSnippet: string | null; durationMs: number },
) =>
  db
    .update(eventForwardDeliveries)
    .set({ ...outcome, lastAttemptAt: new Date() })
    .where(eq(eventForwardDeliveries.outboxId, outboxId));
