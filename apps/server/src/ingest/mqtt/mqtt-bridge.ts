import { alarmPushBodySchema } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { RateCounter } from '../../core/metrics';
import type { DbOrTx } from '../../db/client';
import type { EventWriter } from '../event-writer';
import { ingestPushedAlarms } from '../pushed-alarms';
import { insertUnregisteredFrame } from '../unregistered-frames.repo';

/** Topic `<prefix>/devices/<device_code>/events`; payload: one alarm or `{events:[…]}` (docs/ingest.md). */
export const alarmTopic = (prefix: string, deviceCode = '+') => `${prefix}/devices/${deviceCode}/events`;

const deviceCodeOf = (prefix: string, topic: string) => {
  const rest = topic.slice(prefix.length + 1).split('/');
  return rest.length === 3 && rest[0] === 'devices' && rest[2] === 'events' ? rest[1] : undefined;
};

/**
 * Subscribes with QoS 1 on a persistent session and sends PUBACK only after the alarms are committed:
 * when the commit fails the connection is dropped without the ack, and the broker delivers again.
 * A payload that can never be stored (bad JSON, wrong shape) is acknowledged and kept as unregistered.
 */
export const startMqttBridge = async (options: {
  url: string;
  prefix: string;
  clientId: string;
  sharedGroup?: string;
  db: DbOrTx;
  writer: EventWriter;
  logger: FastifyBaseLogger;
  onUnregisteredFire?: Parameters<typeof ingestPushedAlarms>[0]['onUnregisteredFire'];
  /** Counts the messages taken in, for /sys_monitor. */
  messageCounter?: RateCounter;
}): Promise<{ client: MqttClient; close: () => Promise<void> }> => {
  const keep = (topic: string, payload: unknown) =>
    insertUnregisteredFrame(options.db, {
      source: 'mqtt',
      address: deviceCodeOf(options.prefix, topic) ?? topic,
      payload,
    });

  const handle = async (topic: string, message: Buffer) => {
    options.messageCounter?.add(1);
    const code = deviceCodeOf(options.prefix, topic);
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.toString('utf8'));
    } catch {
      await keep(topic, { invalid_json: message.toString('utf8').slice(0, 4000) });
      return;
    }
    const body = alarmPushBodySchema.safeParse(parsed);
    if (!body.success || !code) {
      await keep(topic, { invalid: parsed, issues: body.error?.issues.slice(0, 5) });
      return;
    }
    const alarms = 'events' in body.data ? body.data.events : [body.data];
    // The topic names the device: an alarm claiming another device's code is not taken from it.
    const own = alarms.filter((alarm) => alarm.device_code === code);
    if (own.length < alarms.length)
      await keep(topic, { foreign: alarms.filter((alarm) => alarm.device_code !== code) });
    await ingestPushedAlarms({
      db: options.db,
      writer: options.writer,
      caller: { kind: 'integration', companyId: null, name: 'mqtt' },
      alarms: own,
      source: 'mqtt',
      onUnregisteredFire: options.onUnregisteredFire,
    });
  };

  const client = mqtt.connect(options.url, {
    clientId: options.clientId,
    clean: false,
    protocolVersion: 5,
    reconnectPeriod: 1_000,
    // MQTT 5 drops a session at disconnect unless it has an expiry: keep it so unacknowledged alarms come back.
    properties: { sessionExpiryInterval: 24 * 3600 },
    customHandleAcks: (topic, message, _packet, done) => {
      handle(topic, message).then(
        () => done(0),
        (error: unknown) => {
          options.logger.error(
            { err: error, topic },
            'mqtt alarm not committed; dropping the connection so the broker redelivers',
          );
          done(error instanceof Error ? error : new Error(String(error)));
          client.stream.destroy();
        },
      );
    },
  });
  client.on('error', (error) => options.logger.warn({ err: error }, 'mqtt bridge error'));
  const topic = alarmTopic(options.prefix);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => {
      client.subscribe(options.sharedGroup ? `$share/${options.sharedGroup}/${topic}` : topic, { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    client.once('error', reject);
  });
  options.logger.info({ url: options.url, topic }, 'mqtt bridge subscribed');
  return { client, close: () => client.endAsync() };
};
