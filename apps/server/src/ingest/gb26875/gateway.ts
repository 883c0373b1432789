import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, unregisteredFrames } from '../../db/schema';
import { reportsFire } from './frame-summary';
import type { EventWriter } from '../../modules/events/event-writer';
import type { DeviceRef } from '../../modules/events/ingest-types';
import { toDeviceRef } from '../device-lookup';
import { commandFor, decodeAdu, type DecodedAdu } from './adu';
import { buildFrame, buildReply, Command, type Frame } from './frame';
import { createFramer } from './framer';
import { itemsFromFrame } from './frame-items';

/** A device's Confirm, Response or Deny to a command, with the frame it came in. */
export type CommandAnswer = { command: number; decoded: DecodedAdu; frame: Frame };
type Pending = { resolve: (reply: CommandAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Connection = { id: number; socket: net.Socket; address?: string; nextSerial: number; pending: Map<number, Pending>; order: Promise<unknown> };

const DEVICE_CACHE_MS = 30_000;
/** An unknown address is asked again sooner: once it is registered, its alarms must reach people within seconds. */
const UNKNOWN_CACHE_MS = 3_000;

/**
 * The GB/T 26875.3 gateway: a TCP server for user information transmission devices (用传). Every uplink frame is
 * confirmed only after what it carries is committed; a frame failing validation is denied; a frame from an
 * unregistered address is kept for administrators and confirmed. The centre can send commands down and waits for the
 * device's Confirm or Response, matched by serial number, with the standard's timeout and retries.
 */
export const createGbGateway = (options: {
  db: Db;
  writer: EventWriter;
  logger: FastifyBaseLogger;
  centreAddress?: string;
  idleTimeoutMs?: number;
  replyTimeoutMs?: number;
  retries?: number;
}) => {
  const centreAddress = options.centreAddress ?? '0';
  const connections = new Set<Connection>();
  const byAddress = new Map<string, Connection>();
  const deviceCache = new Map<string, { device: DeviceRef | null; until: number }>();
  let nextId = 1;

  const findDevice = async (address: string) => {
    const cached = deviceCache.get(address);
    if (cached && cached.until > Date.now()) return cached.device;
    const [row] = await options.db.select().from(devices).where(eq(devices.gbAddress, address)).limit(1);
    const device = row ? toDeviceRef(row) : null;
    deviceCache.set(address, { device, until: Date.now() + (device ? DEVICE_CACHE_MS : UNKNOWN_CACHE_MS) });
    return device;
  };

  const reply = (connection: Connection, frame: Pick<Frame, 'serial' | 'source'> & { version?: [number, number] }, command: 3 | 6) => {
    if (connection.socket.writable) connection.socket.write(buildReply({ serial: frame.serial, version: frame.version, deviceAddress: frame.source, centreAddress, command }));
  };

  const keep = (connection: Connection, address: string, payload: unknown) =>
    options.db.insert(unregisteredFrames).values({ source: 'gb26875', address, remote: `${connection.socket.remoteAddress}:${connection.socket.remotePort}`, payload });

  /**
   * Hands a frame's items to the writer. Runs in arrival order per connection (an alarm and its recovery are submitted
   * in the order the device sent them); the commits themselves are awaited outside that order.
   */
  const submitUplink = async (connection: Connection, frame: Frame, raw: Buffer): Promise<Promise<unknown>[]> => {
    const decoded = decodeAdu(frame.adu);
    const device = await findDevice(frame.source);
    if (!device) {
      // A fire alarm from a device nobody registered reaches no one's alarm tip: flag it for the unregistered-device list.
      const isFire = reportsFire(decoded);
      if (isFire) options.logger.warn({ address: frame.source }, 'fire alarm from an unregistered GB/T 26875.3 device');
      return [keep(connection, frame.source, { reason: 'unregistered address', hex: raw.toString('hex'), ...(isFire ? { fire: true } : {}) })];
    }
    const kept = decoded.kind === 'raw' ? [keep(connection, frame.source, { reason: decoded.reason, type: decoded.type, hex: raw.toString('hex'), device_id: device.id })] : [];
    return [...kept, ...itemsFromFrame({ frame, decoded, device }).map((item) => options.writer.submit(item))];
  };

  const handleUplink = (connection: Connection, frame: Frame, raw: Buffer) => {
    const submitted = connection.order.then(() => submitUplink(connection, frame, raw));
    connection.order = submitted.catch(() => undefined);
    submitted
      .then((commits) => Promise.all(commits))
      .then(() => reply(connection, frame, Command.confirm))
      .catch((error: unknown) => {
        // Not confirmed: the device keeps the frame and sends it again.
        options.logger.error({ err: error, address: frame.source, serial: frame.serial }, 'gb26875 frame not committed');
      });
  };

  const handleFrame = (connection: Connection, frame: Frame, raw: Buffer) => {
    if (!connection.address || connection.address !== frame.source) {
      connection.address = frame.source;
      byAddress.set(frame.source, connection);
    }
    if (frame.command === Command.send || frame.command >= 128) {
      handleUplink(connection, frame, raw);
      return;
    }
    if (frame.command === Command.confirm || frame.command === Command.response || frame.command === Command.deny) {
      const pending = connection.pending.get(frame.serial);
      if (!pending) return;
      connection.pending.delete(frame.serial);
      clearTimeout(pending.timer);
      pending.resolve({ command: frame.command, decoded: decodeAdu(frame.adu), frame });
      return;
    }
    // A device does not send control or request frames to the centre.
    reply(connection, frame, Command.deny);
  };

  const server = net.createServer((socket) => {
    const connection: Connection = { id: nextId++, socket, nextSerial: 0, pending: new Map(), order: Promise.resolve() };
    connections.add(connection);
    const framer = createFramer();
    socket.setNoDelay(true);
    socket.setTimeout(options.idleTimeoutMs ?? 180_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      for (const item of framer.push(chunk)) {
        if ('frame' in item) handleFrame(connection, item.frame, item.raw);
        else if (item.serial !== undefined && item.source !== undefined) reply(connection, { serial: item.serial, source: item.source }, Command.deny);
        else options.logger.warn({ error: item.error, connection: connection.id }, 'gb26875 framing error');
      }
    });
    socket.on('error', (error) => options.logger.debug({ err: error, connection: connection.id }, 'gb26875 socket error'));
    socket.on('close', () => {
      connections.delete(connection);
      if (connection.address && byAddress.get(connection.address) === connection) byAddress.delete(connection.address);
      for (const pending of connection.pending.values()) {
        clearTimeout(pending.timer);
        pending.reject(new Error('device disconnected'));
      }
    });
  });

  /**
   * Sends a downlink ADU (control or request by its type) and resolves with the device's answer. Each attempt waits
   * the reply timeout; `retries` resends (default 3) follow a silent one.
   */
  const sendCommand = async (address: string, adu: Buffer, sendOptions: { retries?: number } = {}) => {
    const connection = byAddress.get(address);
    if (!connection) throw new Error('device not connected');
    const serial = connection.nextSerial;
    connection.nextSerial = (connection.nextSerial + 1) & 0xffff;
    const frame = buildFrame({ serial, time: new Date(), source: centreAddress, destination: address, command: commandFor(adu[0]!), adu });
    const attempts = (sendOptions.retries ?? options.retries ?? 3) + 1;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await new Promise<CommandAnswer | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          connection.pending.delete(serial);
          resolve(undefined);
        }, options.replyTimeoutMs ?? 10_000);
        connection.pending.set(serial, { resolve, reject, timer });
        connection.socket.write(frame);
      });
      if (answer && answer.command !== Command.deny) return answer;
    }
    throw new Error(`no answer from device ${address} after ${attempts} attempts`);
  };

  /**
   * Stores what a device's Response says (its status, its systems' status) like an uplink, so the device's state and
   * events catch up with what it reports; resolves once committed, with the number of items.
   */
  const ingestAnswer = async (answer: CommandAnswer) => {
    const device = await findDevice(answer.frame.source);
    if (!device || answer.decoded.kind !== 'objects') return 0;
    const items = itemsFromFrame({ frame: answer.frame, decoded: answer.decoded, device });
    await Promise.all(items.map((item) => options.writer.submit(item)));
    return items.length;
  };

  return {
    listen: (port: number, host = '0.0.0.0') =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as net.AddressInfo).port));
      }),
    sendCommand,
    ingestAnswer,
    isConnected: (address: string) => byAddress.has(address),
    port: () => (server.address() as net.AddressInfo | null)?.port,
    forgetDevice: (address: string) => deviceCache.delete(address),
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) connection.socket.destroy();
        server.close(() => resolve());
      }),
  };
};

export type GbGateway = ReturnType<typeof createGbGateway>;
