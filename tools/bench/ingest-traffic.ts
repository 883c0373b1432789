import { migrateDatabase, type Database } from '../../apps/server/src/db/client';
import { organisations } from '../../apps/server/src/db/schema';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { buildDevice } from '../../apps/server/src/db/seed/device-factories';
import { seedEnums } from '../../apps/server/src/db/seed/enums';

/** GB/T 26875.3 addresses of the bench's transmission devices. */
export const benchAddress = (index: number) => String(500000 + index);

/** A migrated, seeded database with `devices` registered transmission devices in the first unit. */
export const prepareBenchDatabase = async (database: Database, devices: number) => {
  await migrateDatabase(database);
  await seedEnums(database.db);
  await seedDemo(database.db);
  const [unit] = await database.db.select().from(organisations).limit(1);
  for (let index = 0; index < devices; index += 1)
    await buildDevice(database.db, {
      companyId: unit!.id,
      gbAddress: benchAddress(index),
      deviceCode: `BENCH${index}`,
    });
};

/**
 * A busy site: each device keeps `window` frames in flight over a pool of 200 components; a quiet component goes into
 * fire alarm, an alarming one recovers. `send` resolves true once the status change is committed (acknowledged).
 * Returns committed changes and opened alarms per second, and this process's CPU share (the load generator's own cost).
 */
export const busySiteTraffic = async <D>(options: {
  devices: D[];
  seconds: number;
  window: number;
  send: (device: D, component: number, isAlarm: boolean) => Promise<boolean>;
}) => {
  let frames = 0;
  let opened = 0;
  const cpu = process.cpuUsage();
  const deadline = Date.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    options.devices.map(async (device) => {
      const active = new Set<number>();
      const busy = new Set<number>();
      const lane = async () => {
        while (Date.now() < deadline) {
          let component = 1 + Math.floor(Math.random() * 200);
          while (busy.has(component)) component = 1 + Math.floor(Math.random() * 200);
          busy.add(component);
          const isAlarm = !active.has(component);
          const isCommitted = await options.send(device, component, isAlarm);
          busy.delete(component);
          if (!isCommitted) continue;
          frames += 1;
          if (isAlarm) {
            opened += 1;
            active.add(component);
          } else {
            active.delete(component);
          }
        }
      };
      await Promise.all(Array.from({ length: options.window }, lane));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    frames: frames / elapsed,
    events: opened / elapsed,
    generatorCpu: (used.user + used.system) / 1e6 / elapsed,
  };
};
