import type { UnregisteredSource } from '@fireline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';

type Page = { page_no: number; page_size: number };

/** Frames kept raw for a registered device (vendor ADU types) carry its id: they are not an unregistered device's. */
const ofUnknownDevice = sql`not (f.payload ? 'device_id')`;

/** Still nobody's: no device has this GB/T 26875.3 address (gateway) or device code (pushed messages). */
const stillUnregistered = (source: SQL, address: SQL) => sql`not exists (
  select 1 from devices d where (${source} = 'gb26875' and d.gb_address = ${address}) or (${source} <> 'gb26875' and d.device_code = ${address}))`;

/** A kept frame that reported a fire alarm: the gateway marks its GB/T 26875.3 frames, a pushed message says it itself. */
const isFireFrame = sql`(coalesce(f.payload->>'fire', 'false') = 'true'
  or (f.source <> 'gb26875' and f.payload->>'status_category' = 'fire' and coalesce(f.payload->>'is_recovery', 'false') <> 'true'))`;

export type HeardAddressRow = {
  source: UnregisteredSource;
  address: string;
  frames: number;
  fire_frames: number;
  /** Epoch milliseconds. */
  first_seen: number;
  last_seen: number;
  remote: string | null;
  payload: Record<string, unknown>;
  total: number;
};

/** The list's filters: kept frames of unknown devices, from one source, whose address contains the keyword. */
const heardFilters = (filter: { source?: UnregisteredSource; keyword?: string }) => {
  const filters = [ofUnknownDevice];
  if (filter.source) filters.push(sql`f.source = ${filter.source}`);
  if (filter.keyword) filters.push(sql`f.address like ${containsPattern(filter.keyword)}`);
  return sql.join(filters, sql` and `);
};

/**
 * Addresses heard from and still unregistered, the most recently heard first, each with its last frame; every row
 * carries the total of the filter.
 */
export const selectHeardAddresses = (db: DbOrTx, query: Page & { source?: UnregisteredSource; keyword?: string }) =>
  queryRows<HeardAddressRow>(
    db,
    sql`with heard as (
          select f.source, f.address, count(*)::int as frames, (count(*) filter (where ${isFireFrame}))::int as fire_frames,
                 min(f.received_at) as first_seen, max(f.received_at) as last_seen, max(f.id) as last_id
          from unregistered_frames f where ${heardFilters(query)}
          group by f.source, f.address
        ), open as (
          select h.*, count(*) over ()::int as total from heard h where ${stillUnregistered(sql`h.source`, sql`h.address`)}
        )
        select o.source, o.address, o.frames, o.fire_frames, o.total,
               (extract(epoch from o.first_seen) * 1000)::float8 as first_seen, (extract(epoch from o.last_seen) * 1000)::float8 as last_seen,
               l.remote, l.payload
        from open o join unregistered_frames l on l.id = o.last_id
        order by o.last_seen desc, o.address
        limit ${query.page_size} offset ${query.page_no * query.page_size}`,
  );

/** The total of the filter, for a page past the end (no row to carry it). */
export const countHeardAddresses = async (db: DbOrTx, filter: { source?: UnregisteredSource; keyword?: string }) => {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select f.source, f.address from unregistered_frames f where ${heardFilters(filter)} group by 1, 2) h
        where ${stillUnregistered(sql`h.source`, sql`h.address`)}`,
  );
  return row?.total ?? 0;
};

export type KeptFrameRow = {
  id: string;
  /** Epoch milliseconds. */
  received_at: number;
  remote: string | null;
  payload: Record<string, unknown>;
  total: number;
};

/** One address's kept frames, newest first; every row carries their total. */
export const selectKeptFrames = (db: DbOrTx, query: Page & { source: UnregisteredSource; address: string }) =>
  queryRows<KeptFrameRow>(
    db,
    sql`select f.id::text as id, (extract(epoch from f.received_at) * 1000)::float8 as received_at, f.remote, f.payload,
               count(*) over ()::int as total
        from unregistered_frames f where f.source = ${query.source} and f.address = ${query.address} and ${ofUnknownDevice}
        order by f.id desc limit ${query.page_size} offset ${query.page_no * query.page_size}`,
  );

/** Forgets an address's kept frames; returns how many. */
export const deleteKeptFrames = async (db: DbOrTx, target: { source: UnregisteredSource; address: string }) => {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from unregistered_frames f where f.source = ${target.source} and f.address = ${target.address} and ${ofUnknownDevice} returning f.id::text as id`,
  );
  return removed.length;
};
