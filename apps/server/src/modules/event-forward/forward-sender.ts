import {
  FORWARD_DELIVERY_HEADER,
  FORWARD_KIND_HEADER,
  FORWARD_RULE_HEADER,
  FORWARD_SIGNATURE_HEADER,
} from '@fireline/shared';
import type { SecretBox } from '../../core/secret-box';
import type { DbOrTx } from '../../db/client';
import { PermanentFailure, type ChannelAdapter } from '../../notify/adapters';
import { AddressRefused, postToEndpoint, type EndpointPolicy, type PostOutcome } from './endpoint';
import { signForwardBody } from './forward-body';
import { findRuleForSending, recordAttempt } from './forward-outbox.repo';

type ForwardPayload = { rule_id: number; is_test: boolean; body: string };

/**
 * The outbox adapter of channel event_forward: posts a queued body to its rule's endpoint (the rule's URL now, not
 * when queued), signed with the rule's secret, and writes the attempt's outcome on the rule's delivery log. A 2xx
 * answer is delivered; any other answer or no answer throws, and the dispatcher retries with back-off. A rule deleted
 * or disabled, or an address refused, gives the delivery up at once (a test still goes to a disabled rule).
 */
export const createForwardAdapter = (options: {
  db: DbOrTx;
  box: SecretBox;
  timeoutMs: number;
  policy: EndpointPolicy;
}): ChannelAdapter => ({
  name: 'event forwarding',
  send: async (row) => {
    const payload = row.payload as ForwardPayload;
    const rule = await findRuleForSending(options.db, payload.rule_id);
    if (!rule) throw new PermanentFailure('the rule was deleted');
    if (!rule.isEnabled && !payload.is_test) throw new PermanentFailure('the rule is disabled');
    const secret = options.box.open(rule.secretSealed);
    const started = performance.now();
    let outcome: PostOutcome;
    try {
      outcome = await postToEndpoint({
        url: rule.url,
        body: payload.body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Fireline-EventForward/1.0',
          [FORWARD_SIGNATURE_HEADER]: signForwardBody(secret, payload.body),
          [FORWARD_DELIVERY_HEADER]: String(row.id),
          [FORWARD_RULE_HEADER]: String(rule.id),
          [FORWARD_KIND_HEADER]: payload.is_test ? 'test' : 'event',
        },
        timeoutMs: options.timeoutMs,
        policy: options.policy,
      });
    } catch (error) {
      await recordAttempt(options.db, row.id, {
        statusCode: null,
        responseSnippet: null,
        durationMs: Math.round(performance.now() - started),
      });
      if (error instanceof AddressRefused) throw new PermanentFailure(error.message);
      throw error;
    }
    await recordAttempt(options.db, row.id, {
      statusCode: outcome.statusCode,
      responseSnippet: outcome.body || null,
      durationMs: outcome.durationMs,
    });
    if (outcome.statusCode < 200 || outcome.statusCode > 299)
      throw new Error(`the endpoint answered HTTP ${outcome.statusCode}`);
  },
});
