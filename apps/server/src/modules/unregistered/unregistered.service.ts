import type { UnregisteredDevice, UnregisteredFrame, UnregisteredSource } from '@fireline/shared';
import { requireCentreLevel, type Caller } from '../../core/access';
import type { SiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import { summariseGbFrame, summarisePushed } from '../../ingest/gb26875/frame-summary';
import { countHeardAddresses, deleteKeptFrames, selectHeardAddresses, selectKeptFrames } from './unregistered.repo';

type Lang = 'zh' | 'en';
/** Times on the site's clock, as the alarm lists show them. */
const siteTimeText = (siteTime: SiteTime, epochMs: number) => siteTime.format(new Date(Number(epochMs)));
type Page = { page_no: number; page_size: number };

const summarise = (source: string, payload: Record<string, unknown>, lang: Lang) =>
  source === 'gb26875' ? summariseGbFrame(String(payload.hex ?? ''), lang) : summarisePushed(payload, lang);

/*
 * Unregistered devices belong to no unit, so no unit scope can grant them: every call here is for the platform's
 * administrator and a monitoring centre's people (who register devices for the units they watch) only.
 */

/** Addresses heard from and still unregistered, the most recently heard first, with what each last said. */
export const listUnregisteredDevices = async (
  { db, siteTime }: { db: DbOrTx; siteTime: SiteTime },
  caller: Caller,
  query: Page & { source?: UnregisteredSource; keyword?: string },
  lang: Lang,
) => {
  requireCentreLevel(caller);
  const rows = await selectHeardAddresses(db, query);
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
  return { list, total: rows[0]?.total ?? (query.page_no > 0 ? await countHeardAddresses(db, query) : 0) };
};

/** One address's kept frames, newest first, each decoded for reading. */
export const listUnregisteredFrames = async (
  { db, siteTime }: { db: DbOrTx; siteTime: SiteTime },
  caller: Caller,
  query: Page & { source: UnregisteredSource; address: string },
  lang: Lang,
) => {
  requireCentreLevel(caller);
  const rows = await selectKeptFrames(db, query);
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
export const dismissUnregistered = async (
  db: DbOrTx,
  caller: Caller,
  target: { source: UnregisteredSource; address: string },
) => {
  requireCentreLevel(caller);
  return { removed: await deleteKeptFrames(db, target) };
};
