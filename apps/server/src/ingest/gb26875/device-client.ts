import net from 'node:net';
import { buildFrame, buildReply, Command, type Frame } from './frame';
import { createFramer } from './framer';
import { uplink } from './uplink';

/**
 * A user information transmission device (用传) speaking GB/T 26875.3 over TCP: the simulator's device and the
 * gateway tests' peer. It numbers its frames from 0, resends a frame until confirmed (10 s by default, as devices
 * do), confirms the centre's control commands and answers its requests.
 */
export const connectDevice = async (options: { host: string; port: number; address: string; centreAddress?: string; resendMs?: number; answerControls?: boolean }) => {
  const socket = net.connect(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  const framer = createFramer();
  let serial = 0;
  const waiting = new Map<number, { resolve: (command: number) => void }>();
  const received: Frame[] = [];
  let answerControls = options.answerControls ?? true;
  /** What the device reports when the centre reads its status (81) or a system's (61, keyed "type:address"); bit 0 = normal. */
  const status = { device: 0b1, systems: new Map<string, number>() };

  socket.on('data', (chunk) => {
    for (const item of framer.push(chunk)) {
      if (!('frame' in item)) continue;
      const frame = item.frame;
      received.push(frame);
      if (frame.command === Command.confirm || frame.command === Command.deny) {
        waiting.get(frame.serial)?.resolve(frame.command);
        continue;
      }
      if (!answerControls) continue;
      if (frame.command === Command.control) socket.write(buildReply({ serial: frame.serial, deviceAddress: frame.source, centreAddress: options.address, command: 3 }));
      if (frame.command === Command.request) {
        const type = frame.adu[0];
        const [systemType, systemAddress] = [frame.adu[2]!, frame.adu[3]!];
        const answer =
          type === 81
            ? uplink.deviceStatus(status.device, new Date())
            : type === 61
              ? uplink.systemStatus([{ systemType, systemAddress, status: status.systems.get(`${systemType}:${systemAddress}`) ?? 0b1, time: new Date() }])
              : type === 88
                ? uplink.deviceTime(new Date())
                : uplink.deviceVersion(1, 0);
        socket.write(buildReply({ serial: frame.serial, deviceAddress: frame.source, centreAddress: options.address, command: 5, adu: answer }));
      }
    }
  });
  socket.on('error', () => undefined);

  const frameOf = (adu: Buffer | undefined, frameSerial: number, time = new Date()) =>
    buildFrame({ serial: frameSerial, time, source: options.address, destination: options.centreAddress ?? '0', command: Command.send, adu });

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
        socket.write(bytes);
      });
      if (answer !== undefined) {
        waiting.delete(frameSerial);
        return { command: answer, serial: frameSerial, attempts: attempt, bytes };
      }
    }
    waiting.delete(frameSerial);
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
    close: () => new Promise<void>((resolve) => socket.end(() => resolve())),
  };
};
