import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ADDRESS_CONFLICT_ALARM_TYPE } from '@fireline/shared';
import {
  buildFrame,
  buildReply,
  Command,
  commandFor,
  createFramer,
  decodeAdu,
  downlink,
  type DecodedAdu,
  type Frame,
  type FramerOutput,
} from '@fireline/gb26875';
import type { RateCounter } from '../../core/metrics';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import { reportsFire, summariseGbFrame } from './frame-summary';
import type { EventWriter } from '../event-writer';
import type { DeviceRef } from '../ingest-types';
import { toDeviceRef } from '../device-lookup';
import { findDeviceByGbAddress } from '../device-lookup.repo';
import { insertUnregisteredFrame } from '../unregistered-frames.repo';
import { itemsFromFrame } from './frame-items';
import { createBucket, createBuckets, createThrottledLog, createUnregisteredSampler, peerAllowed } from './guards';
import { parseNetworks } from '../../networks';

/** A device's Confirm, Response or Deny to a command, with the frame it came in. */
export type CommandAnswer = { command: number; decoded: DecodedAdu; frame: Frame };
type Pending = { resolve: (reply: CommandAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Connection = {
  id: number;
  socket: net.Socket;
  peer: string;
  /** The addresses this connection holds: their state changes and downlink go through it alone. */
  held: Set<string>;
  nextSerial: number;
  pending: Map<number, Pending>;
  order: Promise<unknown>;
  bucket: ReturnType<typeof createBucket>;
  /** Uplink frames received and not yet confirmed or given up: above the limit, reading stops (back-pressure). */
  uncommitted: number;
  validFrames: number;
  framingErrors: number;
};
type Known = { device: DeviceRef | null; networks: ReturnType<typeof parseNetworks> };

const DEVICE_CACHE_MS = 30_000;
/** An unknown address is asked again sooner: once it is registered, its alarms must reach people within seconds. */
const UNKNOWN_CACHE_MS = 3_000;

/** Limits against floods and garbage; every one is a GB_* setting (env.ts). */
export type GatewayLimits = {
  /** Frames per second and burst per connection, and per device address. */
  connectionRate: number;
  connectionBurst: number;
  addressRate: number;
  addressBurst: number;
  /** Uplink frames a connection may have uncommitted before its socket is no longer read. */
  maxUncommitted: number;
  maxConnectionsPerPeer: number;
  maxConnections: number;
  /** Frames from unregistered addresses kept per address and in total, per minute (the rest are counted). */
  unregisteredPerAddress: number;
  unregisteredPerMinute: number;
  /** A connection with no valid frame yet is closed after this many framing errors or bytes. */
  garbageErrors: number;
  garbageBytes: number;
  /** Warnings of one kind and peer are logged at most once per interval, with the count. */
  logIntervalMs: number;
};

export const defaultGatewayLimits: GatewayLimits = {
  connectionRate: 20,
  connectionBurst: 100,
  addressRate: 10,
  addressBurst: 50,
  maxUncommitted: 64,
  maxConnectionsPerPeer: 64,
  maxConnections: 10_000,
  unregisteredPerAddress: 4,
  unregisteredPerMinute: 120,
  garbageErrors: 16,
  garbageBytes: 65_536,
  logIntervalMs: 60_000,
};

/** The limits from the GB_* settings. */
export const gatewayLimitsOf = (env: {
  GB_CONNECTION_RATE: number;
  GB_CONNECTION_BURST: number;
  GB_ADDRESS_RATE: number;
  GB_ADDRESS_BURST: number;
  GB_MAX_UNCOMMITTED: number;
  GB_MAX_CONNECTIONS_PER_PEER: number;
  GB_MAX_CONNECTIONS: number;
  GB_UNREGISTERED_PER_ADDRESS: number;
  GB_UNREGISTERED_PER_MINUTE: number;
}): Partial<GatewayLimits> => ({
  connectionRate: env.GB_CONNECTION_RATE,
  connectionBurst: env.GB_CONNECTION_BURST,
  addressRate: env.GB_ADDRESS_RATE,
  addressBurst: env.GB_ADDRESS_BURST,
  maxUncommitted: env.GB_MAX_UNCOMMITTED,
  maxConnectionsPerPeer: env.GB_MAX_CONNECTIONS_PER_PEER,
  maxConnections: env.GB_MAX_CONNECTIONS,
  unregisteredPerAddress: env.GB_UNREGISTERED_PER_ADDRESS,
  unregisteredPerMinute: env.GB_UNREGISTERED_PER_MINUTE,
});

/** Lookups of addresses not known to be registered share a few slots, so a flood of strangers cannot take the database from registered devices. */
const createLane = (slots: number) => {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    busy += 1;
    // The embedded database answers without a trip through the event loop: yield, or a stream of strangers' frames
    // would run as one long chain of microtasks and keep every socket (registered devices' too) from being read.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      return await work();
    } finally {
      busy -= 1;
      waiting.shift()?.();
    }
  };
};

/**
 * The GB/T 26875.3 gateway: a TCP server for user information transmission devices (用传). Every uplink frame is
 * confirmed only after what it carries is committed; a frame failing validation is denied; a frame from an
 * unregistered address is counted (a sample kept for administrators) and confirmed. The centre can send commands down
 * and waits for the device's Confirm or Response, matched by serial number, with the standard's timeout and retries.
 *
 * The protocol has no authentication, so the gateway brings what it can (docs/ingest.md "Who may speak for a device"):
 * an address is held by the first live connection that sent a valid frame for it; another connection claiming it is
 * heard only after the holder fails to answer a status query (a device back from another IP), and is closed with an
 * "address conflict" alarm when the holder answers. Optional allowlists of networks, per site and per device.
 */
export const createGbGateway = (options: {
  db: Db;
  writer: EventWriter;
  logger: FastifyBaseLogger;
  /** The clock devices keep (GB_UTC_OFFSET_MINUTES): frame and object times are read and written on it. */
  siteTime: SiteTime;
  centreAddress?: string;
  idleTimeoutMs?: number;
  replyTimeoutMs?: number;
  retries?: number;
  /** How long an address found in no archive is remembered as unknown (a test seam; UNKNOWN_CACHE_MS). */
  unknownCacheMs?: number;
  /** How long a holder has to answer when another connection claims its address (GB_TAKEOVER_PROBE_MS). */
  takeoverProbeMs?: number;
  /** Comma-separated CIDRs devices may connect from (GB_ALLOWED_NETWORKS); unset = any. */
  allowedNetworks?: string;
  /** Counts the uplink frames taken in (past the rate limits), for /sys_monitor. */
  frameCounter?: RateCounter;
  limits?: Partial<GatewayLimits>;
  /** Told of each fire alarm from an unregistered address (it pushes to the centre, rate-limited per address). */
  onUnregisteredFire?: (fire: {
    source: 'gb26875';
    address: string;
    remote: string | null;
    summary: { zh: string; en: string };
  }) => Promise<unknown>;
}) => {
  const centreAddress = options.centreAddress ?? '0';
  const { utcOffsetMinutes } = options.siteTime;
  const limits = { ...defaultGatewayLimits, ...options.limits };
  const siteNetworks = parseNetworks(options.allowedNetworks);
  const connections = new Set<Connection>();
  const holders = new Map<string, Connection>();
  const probes = new Map<string, Promise<void>>();
  /** The centre address each device last sent to: its answers and commands come from there. */
  const centreOf = new Map<string, string>();
  const warnedCentre = new Set<string>();
  const perPeer = new Map<string, number>();
  const deviceCache = new Map<string, Known & { until: number }>();
  const addressBuckets = createBuckets(limits.addressRate, limits.addressBurst);
  const sampler = createUnregisteredSampler({
    perAddress: limits.unregisteredPerAddress,
    total: limits.unregisteredPerMinute,
  });
  const warn = createThrottledLog(options.logger, limits.logIntervalMs);
  const slowLane = createLane(2);
  const counters = { dropped: 0, refused: 0, unregisteredSkipped: 0, conflicts: 0, takeovers: 0 };
  let nextId = 1;

  const lookup = async (address: string): Promise<Known> => {
    const cached = deviceCache.get(address);
    if (cached && cached.until > Date.now()) return cached;
    const load = async () => {
      const row = await findDeviceByGbAddress(options.db, address);
      let networks: Known['networks'];
      try {
        networks = parseNetworks(row?.allowedNetworks);
      } catch {
        // A malformed archive entry must not open the device to everyone: nothing matches an empty list.
        networks = new net.BlockList();
      }
      const known: Known & { until: number } = {
        device: row ? toDeviceRef(row) : null,
        networks,
        until: Date.now() + (row ? DEVICE_CACHE_MS : (options.unknownCacheMs ?? UNKNOWN_CACHE_MS)),
      };
      deviceCache.set(address, known);
      return known;
    };
    // A registered device whose entry just expired is not made to queue behind strangers.
    return cached?.device ? load() : slowLane(load);
  };
  const findDevice = async (address: string) => (await lookup(address)).device;

  /** Answers from the address the device sent to (the standard swaps the two), not from the configured one. */
  const reply = (
    connection: Connection,
    frame: Pick<Frame, 'serial' | 'source'> & { destination?: string; version?: [number, number] },
    command: 3 | 6,
  ) => {
    const from = frame.destination ?? centreOf.get(frame.source) ?? centreAddress;
    if (connection.socket.writable)
      connection.socket.write(
        buildReply({
          serial: frame.serial,
          version: frame.version,
          deviceAddress: frame.source,
          centreAddress: from,
          command,
          utcOffsetMinutes,
        }),
      );
  };

  const keep = (connection: Connection, address: string, payload: unknown) =>
    slowLane(() =>
      insertUnregisteredFrame(options.db, {
        source: 'gb26875',
        address,
        remote: `${connection.peer}:${connection.socket.remotePort}`,
        payload,
      }),
    );

  const remember = (address: string, destination: string) => {
    centreOf.set(address, destination);
    if (destination === centreAddress || warnedCentre.has(address)) return;
    warnedCentre.add(address);
    options.logger.warn(
      { address, centre: destination, configured: centreAddress },
      'gb26875 device sends to another centre address than GB_CENTRE_ADDRESS; answering from its',
    );
  };

  /** Sends one downlink frame to a connection and resolves with the answer of the same serial, or undefined on silence. */
  const ask = (
    connection: Connection,
    address: string,
    adu: Buffer,
    timeoutMs: number,
    serial = connection.nextSerial,
  ) => {
    if (serial === connection.nextSerial) connection.nextSerial = (connection.nextSerial + 1) & 0xffff;
    const frame = buildFrame({
      serial,
      time: new Date(),
      source: centreOf.get(address) ?? centreAddress,
      destination: address,
      // The ADU's first byte is its type (a downlink ADU always has one).
      command: commandFor(adu.readUInt8(0)),
      adu,
      utcOffsetMinutes,
    });
    return {
      serial,
      answer: new Promise<CommandAnswer | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          connection.pending.delete(serial);
          resolve(undefined);
        }, timeoutMs);
        connection.pending.set(serial, { resolve, reject, timer });
        connection.socket.write(frame);
      }),
    };
  };

  /** What the centre's people see when a second connection claims a live device's address. */
  const raiseConflict = async (address: string, holder: Connection, impostor: Connection) => {
    counters.conflicts += 1;
    warn(
      `conflict:${address}`,
      { address, holder: holder.peer, impostor: impostor.peer },
      'gb26875 address conflict: a second connection claimed the address of a device that answers; closed it',
    );
    const device = await findDevice(address);
    if (!device) {
      await keep(impostor, address, { reason: 'address conflict', holder: holder.peer });
      return;
    }
    await options.writer.submit({
      kind: 'event',
      // One occurrence per impostor and minute, however often it retries.
      uuid: `gb-conflict:${address}:${impostor.peer}:${Math.floor(Date.now() / 60_000)}`,
      source: 'gb26875',
      device,
      occurredAt: new Date(),
      category: 'abnormal',
      alarmStatus: 'abnormal',
      alarmType: ADDRESS_CONFLICT_ALARM_TYPE,
      alarmValue: impostor.peer,
      isRecovery: false,
    });
  };

  /** Asks the holder whether it is alive; a silent holder gives the address to the newcomer, an answering one exposes an impostor. */
  const probe = async (address: string, holder: Connection, newcomer: Connection) => {
    const answer = await ask(
      holder,
      address,
      downlink.readDeviceStatus(),
      options.takeoverProbeMs ?? 5_000,
    ).answer.catch(() => undefined);
    if (holders.get(address) !== holder) return;
    if (answer) {
      newcomer.socket.destroy();
      await raiseConflict(address, holder, newcomer).catch((error: unknown) =>
        options.logger.error({ err: error, address }, 'gb26875 address conflict not recorded'),
      );
      return;
    }
    counters.takeovers += 1;
    options.logger.info(
      { address, from: holder.peer, to: newcomer.peer },
      'gb26875 holder silent: the new connection takes the address over',
    );
    holder.socket.destroy();
    holders.delete(address);
    if (newcomer.socket.destroyed) return;
    holders.set(address, newcomer);
    newcomer.held.add(address);
  };

  /** True when this connection may speak for the address now; otherwise a probe of the holder is under way. */
  const claim = (connection: Connection, address: string) => {
    const holder = holders.get(address);
    if (holder === connection) return true;
    // A holder whose peer has hung up (FIN received, not yet closed) is gone: the device's next connection takes over at once.
    if (!holder || holder.socket.destroyed || holder.socket.readableEnded) {
      holders.set(address, connection);
      connection.held.add(address);
      return true;
    }
    if (!probes.has(address))
      probes.set(
        address,
        probe(address, holder, connection).finally(() => probes.delete(address)),
      );
    return false;
  };

  /**
   * Hands a frame's items to the writer. Runs in arrival order per connection (an alarm and its recovery are submitted
   * in the order the device sent them); the commits themselves are awaited outside that order. Undefined: the frame
   * is not to be confirmed (refused, or its address is held by another connection).
   */
  const submitUplink = async (
    connection: Connection,
    frame: Frame,
    raw: Buffer,
  ): Promise<Promise<unknown>[] | undefined> => {
    if (connection.socket.destroyed) return undefined;
    const { device, networks } = await lookup(frame.source);
    if (!peerAllowed(networks, connection.peer)) {
      counters.refused += 1;
      warn(
        `refused:${frame.source}:${connection.peer}`,
        { address: frame.source, peer: connection.peer },
        'gb26875 frame refused: the peer is outside the device’s allowed networks',
      );
      return undefined;
    }
    if (!claim(connection, frame.source)) return undefined;
    const decoded = decodeAdu(frame.adu, utcOffsetMinutes);
    if (!device) {
      // A fire alarm from a device nobody registered reaches no one's alarm tip: flag it for the unregistered-device list.
      const isFire = reportsFire(decoded);
      if (isFire) {
        warn(
          `unregistered-fire:${frame.source}`,
          { address: frame.source },
          'fire alarm from an unregistered GB/T 26875.3 device',
        );
        // Not awaited: the frame is confirmed once kept; the push must not hold the device's connection.
        const hex = raw.toString('hex');
        options
          .onUnregisteredFire?.({
            source: 'gb26875',
            address: frame.source,
            remote: `${connection.peer}:${connection.socket.remotePort}`,
            summary: { zh: summariseGbFrame(hex, 'zh').summary, en: summariseGbFrame(hex, 'en').summary },
          })
          .catch((error: unknown) =>
            options.logger.error({ err: error, address: frame.source }, 'unregistered fire alarm not pushed'),
          );
      }
      const admitted = sampler.admit(frame.source, isFire);
      if (!admitted.keep) {
        counters.unregisteredSkipped += 1;
        return [];
      }
      return [
        keep(connection, frame.source, {
          reason: 'unregistered address',
          hex: raw.toString('hex'),
          ...(isFire ? { fire: true } : {}),
          ...(admitted.skipped ? { skipped: admitted.skipped } : {}),
        }),
      ];
    }
    remember(frame.source, frame.destination);
    const kept =
      decoded.kind === 'raw'
        ? [
            keep(connection, frame.source, {
              reason: decoded.reason,
              type: decoded.type,
              hex: raw.toString('hex'),
              device_id: device.id,
            }),
          ]
        : [];
    return [
      ...kept,
      ...itemsFromFrame({ frame, decoded, device, utcOffsetMinutes }).map((item) => options.writer.submit(item)),
    ];
  };

  const settled = (connection: Connection) => {
    connection.uncommitted -= 1;
    if (
      connection.socket.isPaused() &&
      connection.uncommitted <= limits.maxUncommitted / 2 &&
      !connection.socket.destroyed
    )
      connection.socket.resume();
  };

  const handleUplink = (connection: Connection, frame: Frame, raw: Buffer) => {
    options.frameCounter?.add(1);
    connection.uncommitted += 1;
    if (connection.uncommitted > limits.maxUncommitted) connection.socket.pause();
    const submitted = connection.order.then(() => submitUplink(connection, frame, raw));
    connection.order = submitted.catch(() => undefined);
    submitted
      .then(async (commits) => {
        if (!commits) return;
        await Promise.all(commits);
        reply(connection, frame, Command.confirm);
      })
      .catch((error: unknown) => {
        // Not confirmed: the device keeps the frame and sends it again.
        options.logger.error(
          { err: error, address: frame.source, serial: frame.serial },
          'gb26875 frame not committed',
        );
      })
      .finally(() => settled(connection));
  };

  const handleFrame = (connection: Connection, frame: Frame, raw: Buffer) => {
    connection.validFrames += 1;
    if (frame.command === Command.confirm || frame.command === Command.response || frame.command === Command.deny) {
      // Answers are matched on the connection the command went to: another peer cannot answer for the holder.
      const pending = connection.pending.get(frame.serial);
      if (!pending) return;
      connection.pending.delete(frame.serial);
      clearTimeout(pending.timer);
      pending.resolve({ command: frame.command, decoded: decodeAdu(frame.adu, utcOffsetMinutes), frame });
      return;
    }
    if (frame.command === Command.send || frame.command >= 128) {
      // Over the rate: dropped unconfirmed (a device resends), so a flood costs almost nothing.
      if (!connection.bucket.take() || !addressBuckets.take(frame.source)) {
        counters.dropped += 1;
        warn(
          `rate:${connection.peer}`,
          { peer: connection.peer, address: frame.source },
          'gb26875 frames over the rate limit dropped',
        );
        return;
      }
      handleUplink(connection, frame, raw);
      return;
    }
    // A device does not send control or request frames to the centre.
    reply(connection, frame, Command.deny);
  };

  const handleError = (connection: Connection, item: Extract<FramerOutput, { error: unknown }>) => {
    connection.framingErrors += 1;
    warn(
      `framing:${connection.peer}`,
      { error: item.error, connection: connection.id, peer: connection.peer },
      'gb26875 framing errors',
    );
    if (connection.validFrames === 0 && connection.framingErrors >= limits.garbageErrors) {
      warn(
        `garbage:${connection.peer}`,
        { peer: connection.peer, errors: connection.framingErrors },
        'gb26875 connection closed: nothing but garbage',
      );
      connection.socket.destroy();
      return;
    }
    if (item.serial !== undefined && item.source !== undefined)
      reply(connection, { serial: item.serial, source: item.source, destination: item.destination }, Command.deny);
  };

  const server = net.createServer((socket) => {
    const peer = socket.remoteAddress ?? '';
    const fromPeer = perPeer.get(peer) ?? 0;
    if (
      !peerAllowed(siteNetworks, peer) ||
      connections.size >= limits.maxConnections ||
      fromPeer >= limits.maxConnectionsPerPeer
    ) {
      counters.refused += 1;
      warn(
        `connection:${peer}`,
        { peer, connections: connections.size, fromPeer },
        'gb26875 connection refused: outside GB_ALLOWED_NETWORKS or over the connection limits',
      );
      socket.destroy();
      return;
    }
    perPeer.set(peer, fromPeer + 1);
    const connection: Connection = {
      id: nextId++,
      socket,
      peer,
      held: new Set(),
      nextSerial: 0,
      pending: new Map(),
      order: Promise.resolve(),
      bucket: createBucket(limits.connectionRate, limits.connectionBurst),
      uncommitted: 0,
      validFrames: 0,
      framingErrors: 0,
    };
    connections.add(connection);
    const framer = createFramer();
    socket.setNoDelay(true);
    socket.setTimeout(options.idleTimeoutMs ?? 180_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      for (const item of framer.push(chunk)) {
        if (socket.destroyed) return;
        if ('frame' in item) handleFrame(connection, item.frame, item.raw);
        else handleError(connection, item);
      }
      if (connection.validFrames === 0 && socket.bytesRead > limits.garbageBytes && !socket.destroyed) {
        warn(`garbage:${peer}`, { peer, bytes: socket.bytesRead }, 'gb26875 connection closed: nothing but garbage');
        socket.destroy();
      }
    });
    socket.on('error', (error) =>
      options.logger.debug({ err: error, connection: connection.id }, 'gb26875 socket error'),
    );
    const release = () => {
      for (const address of connection.held) if (holders.get(address) === connection) holders.delete(address);
    };
    socket.on('end', release);
    socket.on('close', () => {
      connections.delete(connection);
      const left = (perPeer.get(peer) ?? 1) - 1;
      if (left > 0) perPeer.set(peer, left);
      else perPeer.delete(peer);
      release();
      for (const pending of connection.pending.values()) {
        clearTimeout(pending.timer);
        pending.reject(new Error('device disconnected'));
      }
    });
  });

  /**
   * Sends a downlink ADU (control or request by its type) to the connection holding the address and resolves with the
   * device's answer. Each attempt waits the reply timeout; `retries` resends (default 3) follow a silent one.
   */
  const sendCommand = async (address: string, adu: Buffer, sendOptions: { retries?: number } = {}) => {
    const connection = holders.get(address);
    if (!connection) throw new Error('device not connected');
    const serial = connection.nextSerial;
    const attempts = (sendOptions.retries ?? options.retries ?? 3) + 1;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await ask(connection, address, adu, options.replyTimeoutMs ?? 10_000, serial).answer;
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
    const items = itemsFromFrame({ frame: answer.frame, decoded: answer.decoded, device, utcOffsetMinutes });
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
    isConnected: (address: string) => holders.has(address),
    port: () => (server.address() as net.AddressInfo | null)?.port,
    forgetDevice: (address: string) => deviceCache.delete(address),
    /**
     * Counts since start: frames over the rate, refused peers, unregistered frames not kept, conflicts, takeovers; and
     * now: open connections, and the device addresses they hold (devices that sent a valid frame).
     */
    stats: () => ({ ...counters, connections: connections.size, devices: holders.size }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) connection.socket.destroy();
        server.close(() => resolve());
      }),
  };
};

export type GbGateway = ReturnType<typeof createGbGateway>;
