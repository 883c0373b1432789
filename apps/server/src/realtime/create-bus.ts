import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createInProcessBus, type Bus } from './bus';
import { createPgBus } from './pg-bus';

/** In process for PGlite; PostgreSQL LISTEN/NOTIFY when several processes share one database. */
export const createBus = async (database: Database, logger?: FastifyBaseLogger): Promise<Bus> =>
  database.driver === 'pg' && database.pool && database.url
    ? createPgBus({ url: database.url, pool: database.pool, logger })
    : createInProcessBus();
