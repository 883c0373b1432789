import { ErrorCodes, type UnregisteredDevice, type UnregisteredFrame, type UnregisteredSource } from '@fireline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { SessionUser } from '../../core/session';
import type { SiteTime } from '../../core/site-time';
import { queryRows, type DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { summariseGbFrame, summarisePushed } from '../../ingest/gb26875/frame-summary';

type Lang = 'zh' | 'en';
/** Times on the site's clock, as the alarm lists show them. */
const siteTimeText = (siteTime: SiteTime, epochMs: number) => siteTime.format(new Date(Number(epochMs)));
type Page = { page_no: number; page_size: number };

/**
 * Unregistered devices belong to no unit, so no unit scope can grant them: only the platform's administrator and a
 * monitoring centre's people (who register devices for the units they watch) see them.
 */
export const requireCentreLevel = (user: SessionUser) => {
  if (!user.isAdmin && user.orgKind !== 'center') throw new AppError(ErrorCodes.noPermission);
};

/** Frames kept raw for a registered device (vendor ADU types) carry its id: they are not an unregistered device's. */
const ofUnknownDevice = sql`not (f.payload ? 'device_id')`;

/** Still nobody's: no device has this GB/T 26875.3 address (gateway) or device code (pushed messages). */
const stillUnregistered = (source: SQL, address: SQL) => sql`not exists (
  select 1 from devices d where (${source} = 'gb26875' and d.gb_address = ${address}) or (${source} <> 'gb26875' and d.device_code = ${address}))`;

/** A kept frame that reported a fire alarm: the gateway marks its GB/T 26875.3 frames, a pushed message says it itself. */
const isFireFrame = sql`(coalesce(f.payload->>'fire', 'false') = 'true'
  or (f.source <> 'gb26875' and f.payload->>'status_category' = 'fire' and coalesce(f.payload->>'is_recovery', 'false') <> 'true'))`;

const summarise = (source: string, payload: Record<string, unknown>, lang: Lang) =>
  source === 'gb26875' ? summariseGbFrame(String(payload.hex ?? ''), lang) : summarisePushed(payload, lang);

type GroupRow = {
  source: UnregisteredSource;
  address: string;
  frames: number;
  fire_frames: number;
  first_seen: number;
  last_seen: number;
  remote: string | null;
  payload: Record<string, unknown>;
  total: number;
};

/** Addresses heard from and still unregistered, the most recently heard first, with what each last said. */
export const listUnregisteredDevices = async (
  { db, siteTime }: { db: DbOrTx; siteTime: SiteTime },
  query: Page & { source?: UnregisteredSource; keyword?: string },
  lang: Lang,
) => {
  const filters = [ofUnknownDevice];
  if (query.source) filters.push(sql`f.source = ${query.source}`);
  if (query.keyword) filters.push(sql`f.address like ${containsPattern(query.keyword)}`);
  const rows = await queryRows<GroupRow>(
    db,
    sql`with heard as (
          select f.source, f.address, count(*)::int as frames, (count(*) filter (where ${isFireFrame}))::int as fire_frames,
                 min(f.received_at) as first_seen, max(f.received_at) as last_seen, max(f.id) as last_id
          from unregistered_frames f where ${sql.join(filters, sql` and `)}
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
  const list: UnregisteredDevice[] = rows.map((row) => ({
    source: row.source,
    address: row.address,
    frames: row.frames,
    fire_frames: row.fire_frames,
    first_seen: siteTimeText(siteTime, row.first_seen),
    last_seen: siteTimeText(siteTime, row.last_seen),
    remote: row.remote,
    last_summary: summarise(row.source, row.payload, lang).summary,
  }));
  return { list, total: rows[0]?.total ?? (query.page_no > 0 ? await countUnregistered(db, filters) : 0) };
};

/** The total when the page asked for lies past the end (no row to carry it). */
const countUnregistered = async (db: DbOrTx, filters: SQL[]) => {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select f.source, f.address from unregistered_frames f where ${sql.join(filters, sql` and `)} group by 1, 2) h
        where ${stillUnregistered(sql`h.source`, sql`h.address`)}`,
  );
  return row?.total ?? 0;
};

type FrameRow = {
  id: string;
  received_at: number;
  remote: string | null;
  payload: Record<string, unknown>;
  total: number;
};

/** One address's kept frames, newest first, each decoded for reading. */
export const listUnregisteredFrames = async (
  { db, siteTime }: { db: DbOrTx; siteTime: SiteTime },
  query: Page & { source: UnregisteredSource; address: string },
  lang: Lang,
) => {
  const rows = await queryRows<FrameRow>(
    db,
    sql`select f.id::text as id, (extract(epoch from f.received_at) * 1000)::float8 as received_at, f.remote, f.payload,
               count(*) over ()::int as total
        from unregistered_frames f where f.source = ${query.source} and f.address = ${query.address} and ${ofUnknownDevice}
        order by f.id desc limit ${query.page_size} offset ${query.page_no * query.page_size}`,
  );
  const list: UnregisteredFrame[] = rows.map((row) => {
    const { summary, isFire } = summarise(query.source, row.payload, lang);
    const isGb = query.source === 'gb26875';
    return {
      id: Number(row.id),
      received_at: siteTimeText(siteTime, row.received_at),
      remote: row.remote,
      summary,
      is_fire: isFire,
      hex: isGb ? String(row.payload.hex ?? '') : null,
      message: isGb ? null : row.payload,
    };
  });
  return { list, total: rows[0]?.total ?? 0 };
};

/** Forgets an address's frames (a test rig, a device that was moved): the list no longer shows it until it is heard again. */
export const dismissUnregistered = async (db: DbOrTx, target: { source: UnregisteredSource; address: string }) => {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from unregistered_frames f where f.source = ${target.source} and f.address = ${target.address} and ${ofUnknownDevice} returning f.id::text as id`,
  );
  return { removed: removed.length };
};
