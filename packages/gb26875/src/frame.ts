/** GB/T 26875.3 frame layer (protocols/gb26875.md §1): `@@` control unit (25 bytes) ADU checksum `##`, little-endian. */
export const START = 0x40;
export const END = 0x23;
export const HEADER_LENGTH = 27;
export const MIN_FRAME_LENGTH = 30;
export const MAX_ADU_LENGTH = 1024;

export const Command = { control: 1, send: 2, confirm: 3, request: 4, response: 5, deny: 6 } as const;
const KNOWN_COMMANDS = new Set<number>(Object.values(Command));

export type Frame = {
  serial: number;
  version: [number, number];
  /** The six time-label bytes (sec, min, hour, day, month, yy), kept raw for idempotency keys. */
  timeLabel: Buffer;
  /** 48-bit addresses as decimal strings (they exceed 32 bits, and are identities, not numbers to compute with). */
  source: string;
  destination: string;
  command: number;
  adu: Buffer;
};

export type FrameError = 'checksum' | 'command' | 'length' | 'markers';

export const checksum = (bytes: Buffer, from: number, to: number) => {
  let sum = 0;
  for (let index = from; index < to; index += 1) sum = (sum + bytes[index]!) & 0xff;
  return sum;
};

const readAddress = (bytes: Buffer, offset: number) => bytes.readUIntLE(offset, 6).toString();
const writeAddress = (bytes: Buffer, offset: number, address: string) =>
  bytes.writeUIntLE(Number(BigInt(address) & 0xffffffffffffn), offset, 6);

/**
 * Devices keep wall-clock time without a zone; the standard is Chinese, so UTC+8 unless the site says otherwise (the
 * server passes its GB_UTC_OFFSET_MINUTES). The server's own time zone never matters.
 */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

/** Binary (not BCD) time: sec, min, hour, day, month, year − 2000, in the devices' zone. */
export const decodeTime = (bytes: Buffer, offset = 0, utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES): Date | null => {
  const [second, minute, hour, day, month, year] = [0, 1, 2, 3, 4, 5].map((index) => bytes[offset + index]!);
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59) return null;
  return new Date(Date.UTC(2000 + year!, month! - 1, day!, hour!, minute!, second!) - utcOffsetMinutes * 60_000);
};

export const encodeTime = (date: Date, utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES) => {
  const wall = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  return Buffer.from([
    wall.getUTCSeconds(),
    wall.getUTCMinutes(),
    wall.getUTCHours(),
    wall.getUTCDate(),
    wall.getUTCMonth() + 1,
    wall.getUTCFullYear() - 2000,
  ]);
};

/** Checks one complete frame (exactly `bytes`); the framer has already cut it by the length field. */
export const parseFrame = (
  bytes: Buffer,
): { frame: Frame } | { error: FrameError; serial?: number; source?: string; destination?: string } => {
  if (bytes.length < MIN_FRAME_LENGTH || bytes[0] !== START || bytes[1] !== START) return { error: 'markers' };
  const length = bytes.readUInt16LE(24);
  const partial = {
    serial: bytes.readUInt16LE(2),
    source: readAddress(bytes, 12),
    destination: readAddress(bytes, 18),
  };
  if (length > MAX_ADU_LENGTH || bytes.length !== MIN_FRAME_LENGTH + length) return { error: 'length', ...partial };
  if (bytes[bytes.length - 2] !== END || bytes[bytes.length - 1] !== END) return { error: 'markers', ...partial };
  if (checksum(bytes, 2, bytes.length - 3) !== bytes[bytes.length - 3]) return { error: 'checksum', ...partial };
  const command = bytes[26]!;
  // Commands 128–255 are user-defined (e.g. a vendor heartbeat): understood as "something from the device".
  if (!KNOWN_COMMANDS.has(command) && command < 128) return { error: 'command', ...partial };
  return {
    frame: {
      ...partial,
      version: [bytes[4]!, bytes[5]!],
      timeLabel: Buffer.from(bytes.subarray(6, 12)),
      command,
      adu: Buffer.from(bytes.subarray(HEADER_LENGTH, HEADER_LENGTH + length)),
    },
  };
};

export const buildFrame = (frame: {
  serial: number;
  version?: [number, number];
  time: Date | Buffer;
  source: string;
  destination: string;
  command: number;
  adu?: Buffer;
  /** The clock `time` is written on when it is a Date. */
  utcOffsetMinutes?: number;
}) => {
  const adu = frame.adu ?? Buffer.alloc(0);
  if (adu.length > MAX_ADU_LENGTH) throw new Error(`ADU of ${adu.length} bytes exceeds ${MAX_ADU_LENGTH}`);
  const bytes = Buffer.alloc(MIN_FRAME_LENGTH + adu.length);
  bytes[0] = START;
  bytes[1] = START;
  bytes.writeUInt16LE(frame.serial & 0xffff, 2);
  const [major, minor] = frame.version ?? [1, 1];
  bytes[4] = major;
  bytes[5] = minor;
  (Buffer.isBuffer(frame.time) ? frame.time : encodeTime(frame.time, frame.utcOffsetMinutes)).copy(bytes, 6);
  writeAddress(bytes, 12, frame.source);
  writeAddress(bytes, 18, frame.destination);
  bytes.writeUInt16LE(adu.length, 24);
  bytes[26] = frame.command;
  adu.copy(bytes, HEADER_LENGTH);
  bytes[bytes.length - 3] = checksum(bytes, 2, bytes.length - 3);
  bytes[bytes.length - 2] = END;
  bytes[bytes.length - 1] = END;
  return bytes;
};

/** The answer to an uplink: same serial, addresses swapped, the centre's current time (standard §2.4). */
export const buildReply = (options: {
  serial: number;
  version?: [number, number];
  deviceAddress: string;
  centreAddress: string;
  command: 3 | 5 | 6;
  adu?: Buffer;
  now?: Date;
  utcOffsetMinutes?: number;
}) =>
  buildFrame({
    serial: options.serial,
    version: options.version,
    time: options.now ?? new Date(),
    source: options.centreAddress,
    destination: options.deviceAddress,
    command: options.command,
    adu: options.adu,
    utcOffsetMinutes: options.utcOffsetMinutes,
  });
