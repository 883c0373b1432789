import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes } from '@fireline/shared';
import { AppError } from '../core/app-error';
import { selectThirdSystemUnitIds } from '../core/scope';
import type { DbOrTx } from '../db/client';
import { thirdSystemOfKeyHash } from '../modules/third-systems';
import { findDeviceByPushKeyHash } from './device-lookup.repo';
import { findIntegrationByKeyHash } from './push-keys.repo';

export const hashPushKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newPushKey = () => randomBytes(24).toString('base64url');

/**
 * Who is pushing: an integration (one unit, or all), a single device, or a third-party system (the units it may see,
 * docs/third-party.md). Keys are stored hashed only.
 */
export type PushCaller =
  | { kind: 'integration'; companyId: number | null; name: string }
  | { kind: 'device'; deviceId: number; companyId: number }
  | { kind: 'third_system'; systemId: number; unitIds: readonly number[]; name: string };

export const authenticatePushKey = async (db: DbOrTx, key: string | undefined): Promise<PushCaller> => {
  if (!key) throw new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'X-Push-Key', en: 'X-Push-Key' } });
  const hash = hashPushKey(key);
  const integration = await findIntegrationByKeyHash(db, hash);
  if (integration) return { kind: 'integration', companyId: integration.companyId, name: integration.name };
  const device = await findDeviceByPushKeyHash(db, hash);
  if (device) return { kind: 'device', deviceId: device.id, companyId: device.companyId };
  const system = await thirdSystemOfKeyHash(db, hash);
  if (system)
    return {
      kind: 'third_system',
      systemId: system.id,
      unitIds: await selectThirdSystemUnitIds(db, system.id),
      name: system.name,
    };
  throw new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'X-Push-Key', en: 'X-Push-Key' } });
};
