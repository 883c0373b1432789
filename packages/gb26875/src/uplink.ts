import iconv from 'iconv-lite';
import { encodeTime } from './frame';

/** Builders of uplink ADUs, for the device simulator and the tests (the centre only decodes these). */
const text = (value: string, size: number) => {
  const bytes = Buffer.alloc(size);
  iconv.encode(value, 'gb18030').copy(bytes, 0, 0, size);
  return bytes;
};

const object = (...parts: Buffer[]) => Buffer.concat(parts);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

const adu = (type: number, objects: Buffer[]) => Buffer.concat([Buffer.from([type, objects.length]), ...objects]);

export type ComponentStatus = {
  systemType: number;
  systemAddress: number;
  componentType: number;
  componentAddress: number;
  status: number;
  description: string;
  time: Date;
};

export const uplink = {
  systemStatus: (items: { systemType: number; systemAddress: number; status: number; time: Date }[]) =>
    adu(
      1,
      items.map((item) =>
        object(Buffer.from([item.systemType, item.systemAddress]), u16(item.status), encodeTime(item.time)),
      ),
    ),
  componentStatus: (items: ComponentStatus[]) =>
    adu(
      2,
      items.map((item) =>
        object(
          Buffer.from([item.systemType, item.systemAddress, item.componentType]),
          u32(item.componentAddress),
          u16(item.status),
          text(item.description, 31),
          encodeTime(item.time),
        ),
      ),
    ),
  componentAnalog: (
    items: {
      systemType: number;
      systemAddress: number;
      componentType: number;
      componentAddress: number;
      analogType: number;
      raw: number;
      time: Date;
    }[],
  ) =>
    adu(
      3,
      items.map((item) => {
        const value = Buffer.alloc(2);
        value.writeInt16LE(item.raw);
        return object(
          Buffer.from([item.systemType, item.systemAddress, item.componentType]),
          u32(item.componentAddress),
          Buffer.from([item.analogType]),
          value,
          encodeTime(item.time),
        );
      }),
    ),
  operation: (items: { systemType: number; systemAddress: number; flags: number; operatorNo: number; time: Date }[]) =>
    adu(
      4,
      items.map((item) =>
        object(Buffer.from([item.systemType, item.systemAddress, item.flags, item.operatorNo]), encodeTime(item.time)),
      ),
    ),
  systemVersion: (systemType: number, systemAddress: number, major: number, minor: number) =>
    adu(5, [Buffer.from([systemType, systemAddress, major, minor])]),
  systemConfig: (items: { systemType: number; systemAddress: number; text: string }[]) =>
    adu(
      6,
      items.map((item) => {
        const body = iconv.encode(item.text, 'gb18030');
        return object(Buffer.from([item.systemType, item.systemAddress, body.length]), body);
      }),
    ),
  componentConfig: (
    items: {
      systemType: number;
      systemAddress: number;
      componentType: number;
      componentAddress: number;
      description: string;
    }[],
  ) =>
    adu(
      7,
      items.map((item) =>
        object(
          Buffer.from([item.systemType, item.systemAddress, item.componentType]),
          u32(item.componentAddress),
          text(item.description, 31),
        ),
      ),
    ),
  systemTime: (systemType: number, systemAddress: number, time: Date) =>
    adu(8, [object(Buffer.from([systemType, systemAddress]), encodeTime(time))]),
  deviceStatus: (status: number, time: Date) => adu(21, [object(Buffer.from([status]), encodeTime(time))]),
  deviceOperation: (items: { flags: number; operatorNo: number; time: Date }[]) =>
    adu(
      24,
      items.map((item) => object(Buffer.from([item.flags, item.operatorNo]), encodeTime(item.time))),
    ),
  deviceVersion: (major: number, minor: number) => adu(25, [Buffer.from([major, minor])]),
  deviceConfig: (value: string) => {
    const body = iconv.encode(value, 'gb18030');
    return adu(26, [object(Buffer.from([body.length]), body)]);
  },
  deviceTime: (time: Date) => adu(28, [encodeTime(time)]),
};
