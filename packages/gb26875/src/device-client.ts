import net from 'node:net';
import { buildFrame, buildReply, Command, type Frame } from './frame';
import { createFramer } from './framer';
import { uplink } from './uplink';

/**
 * A user information transmission device (用传) speaking GB/T 26875.3 over TCP: the simulator's device and the
 * gateway tests' peer. It numbers its frames from 0, resends a frame until confirmed (10 s by default, as devices
 * do), confirms the centre's control commands and answers its requests.
 */
export const connectDevice = async (options: {
  host: string;
  port: number;
  address: string;
  centreAddress?: string;
  resendMs?: number;
  answerControls?: boolean;
  /** Reconnect with back-off when the centre closes the connection (as a real device does), resending what was not confirmed. */
  reconnect?: { minMs?: number; maxMs?: number };
}) => {
  let serial = 0;
  const waiting = new Map<number, { resolve: (command: number) => void }>();
  /** Frames sent and not yet answered, by serial: written again on a new connection. */
  const unanswered = new Map<number, Buffer>();
  const received: Frame[] = [];
  let answerControls = options.answerControls ?? true;
  /** What the device reports when the centre reads its status (81) or a system's (61, keyed "type:address"); bit 0 = normal. */
  const status = { device: 0b1, systems: new Map<string, number>() };
  let closing = false;
  let connections = 0;
  let closedOnce: () => void = () => undefined;
  let closed = new Promise<void>((resolve) => (closedOnce = resolve));

  const onData = (socket: net.Socket, framer: ReturnType<typeof createFramer>) => (chunk: Buffer) => {
    for (const item of framer.push(chunk)) {
      if (!('frame' in item)) continue;
      const frame = item.frame;
      received.push(frame);
      if (frame.command === Command.confirm || frame.command === Command.deny) {
        unanswered.delete(frame.serial);
        waiting.get(frame.serial)?.resolve(frame.command);
        continue;
      }
      if (!answerControls) continue;
      if (frame.command === Command.control)
        socket.write(
          buildReply({ serial: frame.serial, deviceAddress: frame.source, centreAddress: options.address, command: 3 }),
        );
      if (frame.command === Command.request) {
        const type = frame.adu[0];
        const [systemType, systemAddress] = [frame.adu[2]!, frame.adu[3]!];
        const answer =
          type === 81
            ? uplink.deviceStatus(status.device, new Date())
            : type === 61
              ? uplink.systemStatus([
                  {
                    systemType,
                    systemAddress,
                    status: status.systems.get(`${systemType}:${systemAddress}`) ?? 0b1,
                    time: new Date(),
                  },
                ])
              : type === 88
                ? uplink.deviceTime(new Date())
                : uplink.deviceVersion(1, 0);
        socket.write(
          buildReply({
            serial: frame.serial,
            deviceAddress: frame.source,
            centreAddress: options.address,
            command: 5,
            adu: answer,
          }),
        );
      }
    }
  };

  const open = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const next = net.connect(options.port, options.host);
      next.once('connect', () => resolve(next));
      next.once('error', reject);
    });
  let socket = await open();
  let delay = options.reconnect?.minMs ?? 500;
  const attach = (current: net.Socket) => {
    connections += 1;
    current.setNoDelay(true);
    current.on('data', onData(current, createFramer()));
    current.on('error', () => undefined);
    current.once('close', () => {
      closedOnce();
      if (closing || !options.reconnect) return;
      const retry = () => {
        setTimeout(() => {
          if (closing) return;
          open().then(
            (next) => {
              delay = options.reconnect?.minMs ?? 500;
              socket = next;
              closed = new Promise<void>((resolve) => (closedOnce = resolve));
              attach(next);
              for (const bytes of unanswered.values()) next.write(bytes);
            },
            () => {
              delay = Math.min(delay * 2, options.reconnect?.maxMs ?? 30_000);
              retry();
            },
          );
        }, delay);
      };
      retry();
    });
  };
  attach(socket);

  const frameOf = (adu: Buffer | undefined, frameSerial: number, time = new Date()) =>
    buildFrame({
      serial: frameSerial,
      time,
      source: options.address,
      destination: options.centreAddress ?? '0',
      command: Command.send,
      adu,
    });

  /** Sends one data frame and resolves with the centre's answer (3 confirm or 6 deny), resending on silence. */
  const send = async (adu?: Buffer, sendOptions: { maxAttempts?: number } = {}) => {
    const frameSerial = serial;
    serial = (serial + 1) & 0xffff;
    const bytes = frameOf(adu, frameSerial);
    const maxAttempts = sendOptions.maxAttempts ?? 4;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const answer = await new Promise<number | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), options.resendMs ?? 10_000);
        waiting.set(frameSerial, {
          resolve: (command) => {
            clearTimeout(timer);
            resolve(command);
          },
        });
        unanswered.set(frameSerial, bytes);
        socket.write(bytes);
      });
      if (answer !== undefined) {
        waiting.delete(frameSerial);
        return { command: answer, serial: frameSerial, attempts: attempt, bytes };
      }
    }
    waiting.delete(frameSerial);
    unanswered.delete(frameSerial);
    return { command: undefined, serial: frameSerial, attempts: maxAttempts, bytes };
  };

  return {
    send,
    /** Writes raw bytes as they are (split or coalesced frames, corrupted frames) for framing tests. */
    writeRaw: (bytes: Buffer) => socket.write(bytes),
    /** Frames the device would send, without sending them. */
    frame: (adu?: Buffer, time?: Date) => {
      const frameSerial = serial;
      serial = (serial + 1) & 0xffff;
      return { serial: frameSerial, bytes: frameOf(adu, frameSerial, time) };
    },
    waitForAnswer: (frameSerial: number, timeoutMs = 5_000) =>
      new Promise<number | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        waiting.set(frameSerial, {
          resolve: (command) => {
            clearTimeout(timer);
            resolve(command);
          },
        });
      }),
    received,
    setAnswerControls: (value: boolean) => {
      answerControls = value;
    },
    /** The device's own status word, and a system's, as later reads will report them. */
    setStatus: (next: { device?: number; system?: { type: number; address: number; status: number } }) => {
      if (next.device !== undefined) status.device = next.device;
      if (next.system) status.systems.set(`${next.system.type}:${next.system.address}`, next.system.status);
    },
    /** Resolves when the current connection is closed (by either side). */
    closed: () => closed,
    /** How many connections the device has opened (reconnects included). */
    connections: () => connections,
    close: () => {
      closing = true;
      if (socket.destroyed) return Promise.resolve();
      return new Promise<void>((resolve) => socket.end(() => resolve()));
    },
  };
};
