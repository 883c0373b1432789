import { decodeTime, DEFAULT_UTC_OFFSET_MINUTES, encodeTime } from './frame';

/** Decoded uplink information objects (protocols/gb26875.md §3.2). */
export type AduObject =
  | { type: 1; systemType: number; systemAddress: number; status: number; time: Date | null }
  | {
      type: 2;
      systemType: number;
      systemAddress: number;
      componentType: number;
      componentAddress: number;
      lo16: number;
      hi16: number;
      status: number;
      description: string;
      time: Date | null;
    }
  | {
      type: 3;
      systemType: number;
      systemAddress: number;
      componentType: number;
      componentAddress: number;
      lo16: number;
      hi16: number;
      analogType: number;
      raw: number;
      value: number;
      unit: string;
      time: Date | null;
    }
  | { type: 4; systemType: number; systemAddress: number; flags: number; operatorNo: number; time: Date | null }
  | { type: 5; systemType: number; systemAddress: number; major: number; minor: number }
  | { type: 6; systemType: number; systemAddress: number; text: string }
  | {
      type: 7;
      systemType: number;
      systemAddress: number;
      componentType: number;
      componentAddress: number;
      lo16: number;
      hi16: number;
      description: string;
    }
  | { type: 8; systemType: number; systemAddress: number; time: Date | null }
  | { type: 21; status: number; time: Date | null }
  | { type: 24; flags: number; operatorNo: number; time: Date | null }
  | { type: 25; major: number; minor: number }
  | { type: 26; text: string }
  | { type: 28; time: Date | null };

export type DecodedAdu =
  | { kind: 'heartbeat' }
  | { kind: 'objects'; type: number; objects: AduObject[] }
  /** Vendor types (≥ 128), reserved types or a body that does not add up: kept raw, never an error. */
  | { kind: 'raw'; type: number; bytes: Buffer; reason: string };

const gb18030 = new TextDecoder('gb18030');
/** GB 18030 text cut at the first NUL and trimmed (descriptions are padded with NULs, spaces or garbage). */
export const decodeText = (bytes: Buffer) => {
  const end = bytes.indexOf(0);
  return gb18030.decode(end >= 0 ? bytes.subarray(0, end) : bytes).trim();
};

/** Analog types of §3.5: unit and resolution. */
export const analogTypes: Record<number, { unit: string; resolution: number }> = {
  1: { unit: '件', resolution: 1 },
  2: { unit: 'm', resolution: 0.01 },
  3: { unit: '℃', resolution: 0.1 },
  4: { unit: 'MPa', resolution: 0.1 },
  5: { unit: 'kPa', resolution: 0.1 },
  6: { unit: '%LEL', resolution: 0.1 },
  7: { unit: 's', resolution: 1 },
  8: { unit: 'V', resolution: 0.1 },
  9: { unit: 'A', resolution: 0.1 },
  10: { unit: 'L/s', resolution: 0.1 },
  11: { unit: 'm³/min', resolution: 0.1 },
  12: { unit: 'm/s', resolution: 1 },
};

const address = (bytes: Buffer, offset: number) => {
  const value = bytes.readUInt32LE(offset);
  return { componentAddress: value, lo16: value & 0xffff, hi16: value >>> 16 };
};

/** Fixed object sizes of the uplink types; 6 and 26 are variable. */
const objectSizes: Record<number, number> = {
  1: 10,
  2: 46,
  3: 16,
  4: 10,
  5: 4,
  7: 38,
  8: 8,
  21: 7,
  24: 8,
  25: 2,
  28: 6,
};

const decodeObject = (type: number, bytes: Buffer, at: number, utcOffsetMinutes: number): AduObject => {
  switch (type) {
    case 1:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        status: bytes.readUInt16LE(at + 2),
        time: decodeTime(bytes, at + 4, utcOffsetMinutes),
      };
    case 2:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        componentType: bytes[at + 2]!,
        ...address(bytes, at + 3),
        status: bytes.readUInt16LE(at + 7),
        description: decodeText(bytes.subarray(at + 9, at + 40)),
        time: decodeTime(bytes, at + 40, utcOffsetMinutes),
      };
    case 3: {
      const analogType = bytes[at + 7]!;
      const raw = bytes.readInt16LE(at + 8);
      const meaning = analogTypes[analogType] ?? { unit: '', resolution: 1 };
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        componentType: bytes[at + 2]!,
        ...address(bytes, at + 3),
        analogType,
        raw,
        value: Math.round(raw * meaning.resolution * 100) / 100,
        unit: meaning.unit,
        time: decodeTime(bytes, at + 10, utcOffsetMinutes),
      };
    }
    case 4:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        flags: bytes[at + 2]!,
        operatorNo: bytes[at + 3]!,
        time: decodeTime(bytes, at + 4, utcOffsetMinutes),
      };
    case 5:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        major: bytes[at + 2]!,
        minor: bytes[at + 3]!,
      };
    case 7:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        componentType: bytes[at + 2]!,
        ...address(bytes, at + 3),
        description: decodeText(bytes.subarray(at + 7, at + 38)),
      };
    case 8:
      return {
        type,
        systemType: bytes[at]!,
        systemAddress: bytes[at + 1]!,
        time: decodeTime(bytes, at + 2, utcOffsetMinutes),
      };
    case 21:
      return { type, status: bytes[at]!, time: decodeTime(bytes, at + 1, utcOffsetMinutes) };
    case 24:
      return { type, flags: bytes[at]!, operatorNo: bytes[at + 1]!, time: decodeTime(bytes, at + 2, utcOffsetMinutes) };
    case 25:
      return { type, major: bytes[at]!, minor: bytes[at + 1]! };
    default:
      return { type: 28, time: decodeTime(bytes, at, utcOffsetMinutes) };
  }
};

/** Decodes an uplink ADU (its times on the site's clock); anything it cannot read is returned raw with the reason, for storage. */
export const decodeAdu = (adu: Buffer, utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES): DecodedAdu => {
  // Empty ADUs and one-byte bodies are heartbeats in the field (§2.6).
  if (adu.length <= 1) return { kind: 'heartbeat' };
  const type = adu[0]!;
  const count = adu[1]!;
  if (type === 6 || type === 26) {
    const objects: AduObject[] = [];
    let at = 2;
    for (let index = 0; index < count; index += 1) {
      const head = type === 6 ? 3 : 1;
      if (at + head > adu.length) return { kind: 'raw', type, bytes: adu, reason: 'truncated configuration' };
      const length = adu[at + head - 1]!;
      if (at + head + length > adu.length) return { kind: 'raw', type, bytes: adu, reason: 'truncated configuration' };
      const text = decodeText(adu.subarray(at + head, at + head + length));
      objects.push(
        type === 6 ? { type: 6, systemType: adu[at]!, systemAddress: adu[at + 1]!, text } : { type: 26, text },
      );
      at += head + length;
    }
    return { kind: 'objects', type, objects };
  }
  const size = objectSizes[type];
  if (!size) return { kind: 'raw', type, bytes: adu, reason: type >= 128 ? 'vendor type' : 'reserved type' };
  if (count === 0 || adu.length < 2 + count * size)
    return { kind: 'raw', type, bytes: adu, reason: 'length does not match the object count' };
  return {
    kind: 'objects',
    type,
    objects: Array.from({ length: count }, (_, index) => decodeObject(type, adu, 2 + index * size, utcOffsetMinutes)),
  };
};

/** Downlink ADUs (§3.2 types 61–68, 81–91). */
export const downlink = {
  readSystemStatus: (systemType: number, systemAddress: number) => Buffer.from([61, 1, systemType, systemAddress]),
  readComponentStatus: (systemType: number, systemAddress: number, componentAddress: number) =>
    withAddress(62, systemType, systemAddress, componentAddress),
  readComponentAnalog: (systemType: number, systemAddress: number, componentAddress: number) =>
    withAddress(63, systemType, systemAddress, componentAddress),
  readOperations: (systemType: number, systemAddress: number, count: number, since: Date, utcOffsetMinutes?: number) =>
    Buffer.concat([
      Buffer.from([64, 1, systemType, systemAddress, Math.min(count, 102)]),
      encodeTime(since, utcOffsetMinutes),
    ]),
  readSystemVersion: (systemType: number, systemAddress: number) => Buffer.from([65, 1, systemType, systemAddress]),
  readSystemConfig: (systemType: number, systemAddress: number) => Buffer.from([66, 1, systemType, systemAddress]),
  readComponentConfig: (systemType: number, systemAddress: number, componentAddress: number) =>
    withAddress(67, systemType, systemAddress, componentAddress),
  readSystemTime: (systemType: number, systemAddress: number) => Buffer.from([68, 1, systemType, systemAddress]),
  readDeviceStatus: () => Buffer.from([81, 1, 0]),
  readDeviceOperations: (count: number, since: Date, utcOffsetMinutes?: number) =>
    Buffer.concat([Buffer.from([84, 1, Math.min(count, 127)]), encodeTime(since, utcOffsetMinutes)]),
  readDeviceVersion: () => Buffer.from([85, 1, 0]),
  readDeviceConfig: () => Buffer.from([86, 1, 0]),
  readDeviceTime: () => Buffer.from([88, 1, 0]),
  initialise: () => Buffer.from([89, 1, 0]),
  /** Type 90 carries the centre's 6-byte time on the site's clock (§3.2 note; practice over the transcription). */
  syncClock: (now = new Date(), utcOffsetMinutes?: number) =>
    Buffer.concat([Buffer.from([90, 1]), encodeTime(now, utcOffsetMinutes)]),
  /** Type 91: the byte is the answer timeout in minutes. */
  checkPost: (timeoutMinutes: number) => Buffer.from([91, 1, Math.max(1, Math.min(255, timeoutMinutes))]),
};

const withAddress = (type: number, systemType: number, systemAddress: number, componentAddress: number) => {
  const bytes = Buffer.from([type, 1, systemType, systemAddress, 0, 0, 0, 0]);
  bytes.writeUInt32LE(componentAddress >>> 0, 4);
  return bytes;
};

/** Types answered under Control (1) with Confirm; the reads go under Request (4) and get a Response (§2.5). */
export const commandFor = (aduType: number) => (aduType >= 89 && aduType <= 91 ? 1 : 4);
