import path from 'node:path';
import { loadEnv } from '../env';
import { migrateDatabase, openDatabase } from './client';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db') });
await migrateDatabase(database);
await database.close();
console.log('migrations applied');
