import { describe, expect, it } from 'vitest';
import { decodeAdu, downlink, type AduObject } from './adu';
import { buildFrame, buildReply, checksum, Command, decodeTime, parseFrame } from './frame';
import { createFramer } from './framer';
import { uplink } from './uplink';

const hex = (value: string) => Buffer.from(value.replace(/\s+/g, ''), 'hex');
const time = new Date(2026, 10, 22, 10, 35, 35);

describe('GB/T 26875.3 frames', () => {
  it('reads the heartbeat sample frame byte for byte', () => {
    const parsed = parseFrame(hex('4040000001010c3b0c1b0c11672b00000000385b01000000000002b52323'));
    expect('frame' in parsed).toBe(true);
    if (!('frame' in parsed)) return;
    expect(parsed.frame).toMatchObject({
      serial: 0,
      version: [1, 1],
      source: '11111',
      destination: '88888',
      command: Command.send,
    });
    expect(parsed.frame.adu.length).toBe(0);
    // 12:59:12 on 2017-12-27 in the devices' zone (UTC+8).
    expect(decodeTime(parsed.frame.timeLabel)).toEqual(new Date('2017-12-27T12:59:12+08:00'));
    expect(decodeAdu(parsed.frame.adu)).toEqual({ kind: 'heartbeat' });
  });

  it('builds the vendor confirm example exactly: same serial, swapped addresses, centre time', () => {
    const confirm = buildReply({
      serial: 1,
      deviceAddress: '889',
      centreAddress: '88888',
      command: 3,
      now: new Date('2012-09-26T09:58:35+08:00'),
    });
    expect(confirm.toString('hex')).toBe(
      hex('40 40 01 00 01 01 23 3A 09 1A 09 0C 38 5B 01 00 00 00 79 03 00 00 00 00 00 00 03 AB 23 23').toString('hex'),
    );
  });

  it('refuses a bad checksum, an unknown command, an oversize length and bad markers', () => {
    const good = buildFrame({
      serial: 7,
      time,
      source: '889',
      destination: '0',
      command: 2,
      adu: uplink.deviceStatus(0b11, time),
    });
    const badSum = Buffer.from(good);
    badSum[badSum.length - 3] = (badSum[badSum.length - 3]! + 1) & 0xff;
    expect(parseFrame(badSum)).toMatchObject({ error: 'checksum', serial: 7 });
    const badCommand = Buffer.from(good);
    badCommand[26] = 9;
    badCommand[badCommand.length - 3] = checksum(badCommand, 2, badCommand.length - 3);
    expect(parseFrame(badCommand)).toMatchObject({ error: 'command' });
    const badEnd = Buffer.from(good);
    badEnd[badEnd.length - 1] = 0x24;
    expect(parseFrame(badEnd)).toMatchObject({ error: 'markers' });
    const long = Buffer.from(good);
    long.writeUInt16LE(1025, 24);
    expect(parseFrame(long)).toMatchObject({ error: 'length' });
  });

  it('reads and writes time labels in the devices’ zone whatever the server’s zone', () => {
    const label = Buffer.from([0, 30, 8, 1, 1, 26]);
    expect(decodeTime(label)).toEqual(new Date('2026-01-01T00:30:00Z'));
    expect(decodeTime(label, 0, 0)).toEqual(new Date('2026-01-01T08:30:00Z'));
  });

  it('accepts any version bytes and user-defined commands', () => {
    const odd = buildFrame({ serial: 1, version: [0x10, 0], time, source: '0', destination: '0', command: 0xfe });
    expect(parseFrame(odd)).toMatchObject({ frame: { version: [16, 0], command: 0xfe } });
  });
});

describe('ADU types', () => {
  const cases: [string, Buffer, Partial<AduObject>][] = [
    [
      '1 system status',
      uplink.systemStatus([{ systemType: 1, systemAddress: 2, status: 0x0102, time }]),
      { type: 1, systemType: 1, systemAddress: 2, status: 0x0102, time },
    ],
    [
      '2 component status',
      uplink.componentStatus([
        {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: 0x0002000a,
          status: 0b10,
          description: 'A座3层 烟感',
          time,
        },
      ]),
      {
        type: 2,
        componentType: 40,
        componentAddress: 0x0002000a,
        lo16: 10,
        hi16: 2,
        status: 2,
        description: 'A座3层 烟感',
        time,
      },
    ],
    [
      '3 analog',
      uplink.componentAnalog([
        { systemType: 11, systemAddress: 1, componentType: 99, componentAddress: 5, analogType: 4, raw: 6, time },
      ]),
      { type: 3, analogType: 4, raw: 6, value: 0.6, unit: 'MPa', time },
    ],
    [
      '4 operation',
      uplink.operation([{ systemType: 1, systemAddress: 1, flags: 0b11, operatorNo: 9, time }]),
      { type: 4, flags: 3, operatorNo: 9, time },
    ],
    ['5 system version', uplink.systemVersion(1, 1, 2, 3), { type: 5, major: 2, minor: 3 }],
    [
      '6 system configuration',
      uplink.systemConfig([{ systemType: 1, systemAddress: 1, text: '火灾报警控制器 JB-QB' }]),
      { type: 6, text: '火灾报警控制器 JB-QB' },
    ],
    [
      '7 component configuration',
      uplink.componentConfig([
        { systemType: 1, systemAddress: 1, componentType: 23, componentAddress: 7, description: '手报 大堂' },
      ]),
      { type: 7, componentType: 23, description: '手报 大堂' },
    ],
    ['8 system time', uplink.systemTime(1, 1, time), { type: 8, time }],
    ['21 device status', uplink.deviceStatus(0b110, time), { type: 21, status: 6, time }],
    [
      '24 device operation',
      uplink.deviceOperation([{ flags: 0b100000, operatorNo: 1, time }]),
      { type: 24, flags: 32, time },
    ],
    ['25 device version', uplink.deviceVersion(1, 4), { type: 25, major: 1, minor: 4 }],
    ['26 device configuration', uplink.deviceConfig('用传 FL-1'), { type: 26, text: '用传 FL-1' }],
    ['28 device time', uplink.deviceTime(time), { type: 28, time }],
  ];
  for (const [name, adu, expected] of cases) {
    it(`round-trips type ${name} through a frame`, () => {
      const parsed = parseFrame(buildFrame({ serial: 3, time, source: '1', destination: '2', command: 2, adu }));
      if (!('frame' in parsed)) throw new Error(parsed.error);
      const decoded = decodeAdu(parsed.frame.adu);
      expect(decoded.kind).toBe('objects');
      if (decoded.kind === 'objects') expect(decoded.objects[0]).toMatchObject(expected);
    });
  }

  it('cuts descriptions at the first NUL and ignores garbage after it', () => {
    const adu = uplink.componentStatus([
      { systemType: 1, systemAddress: 1, componentType: 40, componentAddress: 1, status: 0, description: '烟感', time },
    ]);
    adu.fill(0x41, 2 + 9 + 8, 2 + 9 + 31);
    const decoded = decodeAdu(adu);
    expect(decoded.kind === 'objects' && decoded.objects[0]).toMatchObject({ description: '烟感' });
  });

  it('keeps vendor types and short bodies raw instead of failing', () => {
    expect(decodeAdu(Buffer.from([200, 1, 9, 9, 9]))).toMatchObject({ kind: 'raw', type: 200, reason: 'vendor type' });
    expect(decodeAdu(Buffer.from([2, 2, 1, 1]))).toMatchObject({ kind: 'raw', type: 2 });
    expect(decodeAdu(Buffer.from([0x16]))).toEqual({ kind: 'heartbeat' });
  });

  it('builds the downlink commands, clock sync with the 6-byte time', () => {
    expect(downlink.syncClock(new Date('2012-09-26T09:58:02+08:00')).toString('hex')).toBe('5a01023a091a090c');
    expect(downlink.checkPost(10).toString('hex')).toBe('5b010a');
    expect(downlink.initialise().toString('hex')).toBe('590100');
    expect(downlink.readComponentStatus(1, 1, 0x0102).toString('hex')).toBe('3e01010102010000');
  });
});

describe('framer', () => {
  const frames = [0, 1, 2].map((serial) =>
    buildFrame({
      serial,
      time: new Date(2026, 0, 1, 0, 35, 35),
      source: '889',
      destination: '0',
      command: 2,
      adu: uplink.deviceStatus(0b10, new Date(2026, 0, 1, 0, 35, 35)),
    }),
  );
  const stream = Buffer.concat(frames);

  it('finds `23 23` inside a frame without cutting there (35 s 35 min)', () => {
    expect(frames[0]!.includes(Buffer.from([0x23, 0x23]), 7)).toBe(true);
    const out = createFramer().push(stream);
    expect(out.map((item) => ('frame' in item ? item.frame.serial : item.error))).toEqual([0, 1, 2]);
  });

  it('yields the same frames whatever byte the stream is cut at', () => {
    for (let cut = 1; cut < stream.length; cut += 1) {
      const framer = createFramer();
      const out = [...framer.push(stream.subarray(0, cut)), ...framer.push(stream.subarray(cut))];
      expect(
        out.map((item) => ('frame' in item ? item.frame.serial : item.error)),
        `cut at ${cut}`,
      ).toEqual([0, 1, 2]);
    }
  });

  it('skips garbage before a start marker and resynchronises after a bad frame', () => {
    const broken = Buffer.from(frames[1]!);
    broken[broken.length - 1] = 0;
    const out = createFramer().push(Buffer.concat([Buffer.from('noise'), frames[0]!, broken, frames[2]!]));
    expect(out.map((item) => ('frame' in item ? item.frame.serial : item.error))).toEqual([0, 'markers', 2]);
  });

  it('reports an oversize length field and does not hold data for it', () => {
    const long = Buffer.from(frames[0]!);
    long.writeUInt16LE(5000, 24);
    const framer = createFramer();
    expect(framer.push(long).map((item) => ('error' in item ? item.error : 'frame'))).toContain('length');
    expect(framer.pending()).toBeLessThan(long.length);
  });
});
