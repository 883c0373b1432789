import {
  ErrorCodes,
  THIRD_ENTER_CODE_TTL_S,
  THIRD_ENTER_LANDING,
  THIRD_ENTER_MAX_AGE_S,
  thirdEnterLinkSchema,
  type LoginAnswer,
  type ThirdEnterError,
  type ThirdUnitsAnswer,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import type { SecretBox } from '../../core/secret-box';
import { selectThirdSystemUnitIds } from '../../core/scope';
import { openAccountSession } from '../auth';
import { hashApiKey, hashEnterCode, isEnterSignatureValid, newEnterCode } from './credentials';
import {
  claimEnterNonce,
  findSystem,
  findSystemByKeyHash,
  insertEnterCode,
  selectUnitsById,
  selectUsernames,
  takeEnterCode,
  touchLastContact,
} from './third-systems.repo';

type Client = { ip: string; agent: string };
/** Clocks of the external system and ours may differ a little: an expiry this much past the 5 minutes is still taken. */
const CLOCK_SKEW_S = 30;

/**
 * The enabled system an API key (by its SHA-256) belongs to, its last contact noted; undefined for none. HTTP ingest
 * (alarm_push) takes these keys beside its own (docs/third-party.md).
 */
export const thirdSystemOfKeyHash = async (db: DbOrTx, keyHash: string) => {
  const system = await findSystemByKeyHash(db, keyHash);
  if (system) await touchLastContact(db, system.id);
  return system && { id: system.id, name: system.name };
};

const keyRefused = () => new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'X-Api-Key', en: 'X-Api-Key' } });

/**
 * What external systems call (docs/third-party.md): the read call authenticated by the system's API key, and the
 * entry link with its one-time code. Keys and codes are looked up by their SHA-256; none is ever logged.
 *
 * `authenticate`: the enabled system whose key this is, its last contact noted; 9996 naming X-Api-Key otherwise.
 */
const authenticate = async (db: DbOrTx, key: string | undefined) => {
  if (!key) throw keyRefused();
  const system = await thirdSystemOfKeyHash(db, hashApiKey(key));
  if (!system) throw keyRefused();
  return system;
};

/** GET /api_proxy/third/units/: the units the key's system sees now (granted, and still in its keeper's scope). */
export const listUnits = async (
  db: DbOrTx,
  key: string | undefined,
  page: { page_no: number; page_size: number },
): Promise<ThirdUnitsAnswer> => {
  const system = await authenticate(db, key);
  const ids = await selectThirdSystemUnitIds(db, system.id);
  const rows = await selectUnitsById(db, ids, page);
  return {
    system_id: system.id,
    system_name: system.name,
    total: ids.length,
    list: rows.map((row) => ({
      company_id: row.id,
      company_name: row.name,
      address: row.address,
      region_code: row.regionCode,
    })),
  };
};

/**
 * GET /api/third_enter: checks a signed entry link and answers where to send the browser — the client's landing
 * with a one-time code (exchanged by a POST, so the session token never travels in a URL), or with an error.
 */
export const enterByLink = async (deps: { db: DbOrTx; box: SecretBox }, query: unknown): Promise<string> => {
  const { db, box } = deps;
  const refuse = (error: ThirdEnterError) => `${THIRD_ENTER_LANDING}?error=${error}`;
  const parsed = thirdEnterLinkSchema.safeParse(query);
  if (!parsed.success) return refuse('invalid');
  const link = parsed.data;
  const system = await findSystem(db, link.system_id);
  if (!system || system.kind !== 'third_enter' || !system.enterSecretSealed || !system.enterUserId)
    return refuse('invalid');
  const signed = { system_id: link.system_id, user: link.user, expires: link.expires, nonce: link.nonce };
  if (!isEnterSignatureValid(box.open(system.enterSecretSealed), signed, link.signature)) return refuse('invalid');
  const now = Math.floor(Date.now() / 1000);
  if (link.expires <= now) return refuse('expired');
  if (link.expires > now + THIRD_ENTER_MAX_AGE_S + CLOCK_SKEW_S) return refuse('invalid');
  if (!system.isEnabled) return refuse('disabled');
  const isFirstUse = await claimEnterNonce(db, {
    systemId: system.id,
    nonce: link.nonce,
    expiresAt: new Date(link.expires * 1000),
  });
  if (!isFirstUse) return refuse('replayed');
  const code = newEnterCode();
  await insertEnterCode(db, {
    codeHash: hashEnterCode(code),
    systemId: system.id,
    externalUser: link.user,
    expiresAt: new Date((now + THIRD_ENTER_CODE_TTL_S) * 1000),
  });
  await touchLastContact(db, system.id);
  return `${THIRD_ENTER_LANDING}?code=${code}`;
};

/**
 * POST /api_proxy/third/enter/: the landing's one-time code for a session of the system's entry account, opened
 * exactly as a login opens one (one live session per external user: platform `third:<user>`). 9996 for a code
 * unknown, used or older than a minute, or a system disabled or revoked since.
 */
export const exchangeCode = async (deps: AppDeps, code: string, client: Client): Promise<LoginAnswer> => {
  const { db } = deps;
  const taken = await takeEnterCode(db, hashEnterCode(code));
  if (!taken) throw new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'code', en: 'code' } });
  const system = await findSystem(db, taken.systemId);
  if (!system?.isEnabled || !system.enterUserId || !system.keyHash) throw new AppError(ErrorCodes.tokenInvalid);
  const username = (await selectUsernames(db, [system.enterUserId])).get(system.enterUserId);
  if (!username) throw new AppError(ErrorCodes.tokenInvalid);
  return openAccountSession(deps, {
    username,
    platform: `third:${taken.externalUser}`,
    client,
    logName: `${username}/${taken.externalUser}`,
  });
};
