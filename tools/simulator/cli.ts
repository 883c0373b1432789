import { parseArgs } from 'node:util';
import { demoBuildings, demoFireComponentsOf } from '../../apps/server/src/db/seed/demo-layout';
import { connectDevice, uplink } from '@fireline/gb26875/device';

/**
 * Plays N user information transmission devices (用传) over real TCP with GB/T 26875.3 frames: heartbeats every
 * 20–30 s, and fire / fault / recovery / analog / operation frames at the given rate, resending what is not
 * confirmed within 10 s. When the server closes the connection or restarts, each device reconnects with back-off
 * (0.5 s doubling to 30 s) and resends what was not confirmed, as a real device does. The demo seed registers addresses 100001–100003; for those the alarms come from the detectors
 * the seed put on their floors (demo-layout.ts), so they land on a named component with a dot on its floor plan.
 *
 *   npm run simulate -- --devices 3 --rate 0.2
 */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9527' },
    devices: { type: 'string', default: '3' },
    'first-address': { type: 'string', default: '100001' },
    /** Alarm frames per second per device. */
    rate: { type: 'string', default: '0.1' },
    duration: { type: 'string', default: '0' },
  },
});

const FIRE = 1 << 1;
const FAULT = 1 << 2;
const places = ['1层大堂', '2层走廊', '3层东侧', '4层会议室', '5层机房', 'B1车库'];
/** Smoke and heat detectors, manual call points and hydrant buttons: what raises a fire alarm or reports a fault. */
const alarmingTypes = [42, 31, 23, 24];
const seededComponentsOf = (address: string) => {
  const spec = Object.values(demoBuildings).find(
    (candidate) => 'gbAddress' in candidate && candidate.gbAddress === address,
  );
  return spec ? demoFireComponentsOf(spec).filter((component) => alarmingTypes.includes(component.type)) : [];
};

const runDevice = async (address: string) => {
  const device = await connectDevice({
    host: values.host!,
    port: Number(values.port),
    address,
    reconnect: { minMs: 500, maxMs: 30_000 },
  });
  const active = new Map<number, number>();
  let sent = 0;
  const heartbeat = setInterval(() => void device.send(), 20_000 + Math.random() * 10_000);
  const rate = Number(values.rate);
  const seeded = seededComponentsOf(address);
  const pick = () => {
    if (seeded.length) {
      const component = seeded[Math.floor(Math.random() * seeded.length)]!;
      return { componentAddress: component.address, componentType: component.type, description: component.name };
    }
    const componentAddress = 1 + Math.floor(Math.random() * 24);
    return {
      componentAddress,
      componentType: 40,
      description: `${places[componentAddress % places.length]} ${componentAddress}号 烟感`,
    };
  };
  const tick = async () => {
    const { componentAddress, componentType, description } = pick();
    const roll = Math.random();
    const now = new Date();
    let adu: Buffer;
    if (active.has(componentAddress)) {
      active.delete(componentAddress);
      adu = uplink.componentStatus([
        { systemType: 1, systemAddress: 1, componentType, componentAddress, status: 0b1, description, time: now },
      ]);
    } else if (roll < 0.3) {
      active.set(componentAddress, FIRE);
      adu = uplink.componentStatus([
        { systemType: 1, systemAddress: 1, componentType, componentAddress, status: FIRE, description, time: now },
      ]);
    } else if (roll < 0.6) {
      active.set(componentAddress, FAULT);
      adu = uplink.componentStatus([
        { systemType: 1, systemAddress: 1, componentType, componentAddress, status: FAULT, description, time: now },
      ]);
    } else if (roll < 0.85) {
      adu = uplink.componentAnalog([
        {
          systemType: 11,
          systemAddress: 1,
          componentType: 99,
          componentAddress: 100 + (componentAddress % 65_536),
          analogType: 4,
          raw: 4 + Math.floor(Math.random() * 4),
          time: now,
        },
      ]);
    } else {
      adu = uplink.operation([{ systemType: 1, systemAddress: 1, flags: 0b10, operatorNo: 1, time: now }]);
    }
    // A device keeps an alarm until the centre confirms it, across reconnects.
    const answer = await device.send(adu, { maxAttempts: Number.POSITIVE_INFINITY });
    sent += 1;
    if (answer.command !== 3)
      console.warn(`${address}: frame ${answer.serial} answered ${answer.command ?? 'nothing'}`);
  };
  const alarms = rate > 0 ? setInterval(() => void tick(), 1000 / rate) : undefined;
  await device.send(uplink.deviceStatus(0b1, new Date()));
  console.log(`device ${address} connected`);
  return {
    stop: async () => {
      clearInterval(heartbeat);
      if (alarms) clearInterval(alarms);
      await device.close();
      return sent;
    },
  };
};

const count = Number(values.devices);
const first = Number(values['first-address']);
const running = await Promise.all(Array.from({ length: count }, (_, index) => runDevice(String(first + index))));
const stopAll = async () => {
  const totals = await Promise.all(running.map((device) => device.stop()));
  console.log(`sent ${totals.reduce((sum, value) => sum + value, 0)} alarm frames`);
  process.exit(0);
};
process.on('SIGINT', () => void stopAll());
if (Number(values.duration) > 0) setTimeout(() => void stopAll(), Number(values.duration) * 1000);
