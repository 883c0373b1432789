import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/app-error';
import type { DbOrTx } from '../db/client';
import { devices, integrationKeys } from '../db/schema';

export const hashPushKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newPushKey = () => randomBytes(24).toString('base64url');

/** Who is pushing: an integration (one unit, or all) or a single device. Keys are stored hashed only. */
export type PushCaller =
  | { kind: 'integration'; companyId: number | null; name: string }
  | { kind: 'device'; deviceId: number; companyId: number };

export const authenticatePushKey = async (db: DbOrTx, key: string | undefined): Promise<PushCaller> => {
  if (!key) throw new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'X-Push-Key', en: 'X-Push-Key' } });
  const hash = hashPushKey(key);
  const [integration] = await db
    .select()
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hash), eq(integrationKeys.isActive, true)))
    .limit(1);
  if (integration) return { kind: 'integration', companyId: integration.companyId, name: integration.name };
  const [device] = await db
    .select({ id: devices.id, companyId: devices.companyId })
    .from(devices)
    .where(eq(devices.pushKeyHash, hash))
    .limit(1);
  if (device) return { kind: 'device', deviceId: device.id, companyId: device.companyId };
  throw new AppError(ErrorCodes.tokenInvalid, { detail: { zh: 'X-Push-Key', en: 'X-Push-Key' } });
};
