import path from 'node:path';
import { loadEnv } from '../../env';
import { createSecretBox } from '../../core/secret-box';
import { createLocalStorage } from '../../core/storage';
import { migrateDatabase, openDatabase } from '../client';
import { seedDemo } from './demo';
import { seedEnums } from './enums';
import { seedEquipmentAttrs } from './equipment-attrs';

/** `npm run db:seed`: migrates, then writes the enums and, on a database without users, the demo data (as `npm start` does). */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db') });
await migrateDatabase(database);
await seedEnums(database.db);
await seedEquipmentAttrs(database.db);
const isSeeded = await seedDemo(database.db, {
  storage: createLocalStorage(path.join(env.DATA_DIR, 'files')),
  secretBox: createSecretBox(env.DEVICE_SECRET_KEY),
});
await database.close();
console.log(isSeeded ? 'demo data written' : 'the database already has users: demo data left out');
