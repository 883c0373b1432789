import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';

/**
 * Plays the demo's smart hydrant covers (SCXHSHD0001, SCXHSHD0004, SCXHSHD0007) as MQTT publishers: each reports its
 * pressure, battery and signal every `interval` seconds (docs/ingest.md "Hydrant readings"). The pressure walks around
 * 0.25 MPa and now and then drops under the demo threshold (0.15 MPa), so the platform opens and restores
 * water_pressure_low. The server must run with MQTT_URL set to the same broker.
 *
 *   npm run simulate:hydrants -- --mqtt mqtt://127.0.0.1:1883 --interval 5
 */
const { values } = parseArgs({
  options: {
    mqtt: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    prefix: { type: 'string', default: 'fireline/v1' },
    devices: { type: 'string', default: 'SCXHSHD0001,SCXHSHD0004,SCXHSHD0007' },
    interval: { type: 'string', default: '5' },
    duration: { type: 'string', default: '0' },
  },
});

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const client = await mqtt.connectAsync(values.mqtt!, { clientId: `fireline-hydrant-sim-${randomUUID().slice(0, 8)}` });
const covers = values
  .devices!.split(',')
  .map((code) => ({ code, pressure: 0.25, battery: 90 + Math.floor(Math.random() * 10) }));
let sent = 0;

const tick = async () => {
  for (const cover of covers) {
    // A random walk with a pull back to 0.25 MPa; one report in ten is a sudden drop (a hydrant being opened).
    cover.pressure =
      Math.random() < 0.1
        ? 0.08
        : Math.min(0.6, Math.max(0.05, cover.pressure + (0.25 - cover.pressure) * 0.5 + (Math.random() - 0.5) * 0.04));
    if (Math.random() < 0.05) cover.battery = Math.max(0, cover.battery - 1);
    const report = {
      uuid: `sim-${cover.code}-${randomUUID()}`,
      device_code: cover.code,
      occurred_at: Math.floor(Date.now() / 1000),
      readings: {
        pressure: round(cover.pressure, 3),
        battery: cover.battery,
        signal: 15 + Math.floor(Math.random() * 17),
      },
    };
    await client.publishAsync(`${values.prefix}/devices/${cover.code}/events`, JSON.stringify(report), { qos: 1 });
    sent += 1;
    console.log(
      `${cover.code}: ${report.readings.pressure} MPa, ${report.readings.battery}%, signal ${report.readings.signal}`,
    );
  }
};

const timer = setInterval(() => void tick(), Number(values.interval) * 1000);
await tick();
const stop = async () => {
  clearInterval(timer);
  await client.endAsync();
  console.log(`sent ${sent} hydrant reports`);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
if (Number(values.duration) > 0) setTimeout(() => void stop(), Number(values.duration) * 1000);
