import type { NotificationChannel } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import type { OutboxRow } from './outbox.repo';

export type { OutboxRow };
export type { NotificationChannel };

/** Sends one notification; throws when the provider refuses, so the dispatcher retries. */
export type ChannelAdapter = { name: string; send: (row: OutboxRow) => Promise<void> };

/**
 * Channels of the outbox: those people choose (push settings), event forwarding's posts to the endpoints of the
 * organisations' rules (modules/event-forward), which no person chooses, and the raising of a hidden-danger event's
 * hazard (modules/hazards), work the ingest writer leaves to after its commit.
 */
export type OutboxChannel = NotificationChannel | 'event_forward' | 'hazard_raise';
export type Adapters = Record<NotificationChannel, ChannelAdapter> &
  Partial<Record<'event_forward' | 'hazard_raise', ChannelAdapter>>;

/** A failure that trying again cannot mend: the dispatcher gives the row up at once. */
export class PermanentFailure extends Error {}
export const isPermanentFailure = (error: unknown) => error instanceof PermanentFailure;

const textOf = (row: OutboxRow) => {
  const payload = row.payload as { title?: string; content?: string };
  return { title: payload.title ?? 'Fireline', content: payload.content ?? '' };
};

/** The default: the notification is written to the log, which is what an installation without providers has. */
export const createLogAdapter = (logger: FastifyBaseLogger, why: string): ChannelAdapter => ({
  name: `log (${why})`,
  send: async (row) => {
    logger.info({ channel: row.channel, recipient: row.recipient, reason: row.reason, ...textOf(row) }, 'notification');
  },
});

/** Posts JSON to an HTTP endpoint (a provider's gateway or a webhook); a non-2xx answer is a failure. */
export const createHttpAdapter = (name: string, url: string | ((row: OutboxRow) => string)): ChannelAdapter => ({
  name,
  send: async (row) => {
    const target = typeof url === 'string' ? url : url(row);
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: row.channel,
        recipient: row.recipient,
        reason: row.reason,
        ...textOf(row),
        payload: row.payload,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}`);
  },
});

export const createSmtpAdapter = (smtpUrl: string, from: string): ChannelAdapter => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    send: async (row) => {
      const { title, content } = textOf(row);
      await transport.sendMail({ from, to: row.recipient, subject: title, text: content });
    },
  };
};

/** One adapter per channel, from the settings; a channel without a provider goes to the log. */
export const buildAdapters = (env: Env, logger: FastifyBaseLogger): Record<NotificationChannel, ChannelAdapter> => {
  const viaLog = (channel: string) => createLogAdapter(logger, `${channel} provider not configured`);
  return {
    app: env.NOTIFY_APP_URL ? createHttpAdapter('app gateway', env.NOTIFY_APP_URL) : viaLog('app'),
    sms: env.NOTIFY_SMS_URL ? createHttpAdapter('sms gateway', env.NOTIFY_SMS_URL) : viaLog('sms'),
    voice: env.NOTIFY_VOICE_URL ? createHttpAdapter('voice gateway', env.NOTIFY_VOICE_URL) : viaLog('voice'),
    wechat: env.NOTIFY_WECHAT_URL ? createHttpAdapter('wechat gateway', env.NOTIFY_WECHAT_URL) : viaLog('wechat'),
    email: env.SMTP_URL ? createSmtpAdapter(env.SMTP_URL, env.SMTP_FROM) : viaLog('email'),
    webhook: createHttpAdapter('webhook', (row) => row.recipient),
  };
};
