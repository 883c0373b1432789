import { ErrorCodes } from '@fireline/shared';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { buildings, devices, organisations, users } from '../../db/schema';

type Limited = {
  column: 'maxBuildings' | 'maxDevices' | 'maxUsers';
  count: (db: DbOrTx, companyId: number) => Promise<number>;
  zh: string;
  en: string;
};

const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

const limited = {
  building: {
    column: 'maxBuildings',
    count: (db, companyId) =>
      countOf(db.select({ value: count() }).from(buildings).where(eq(buildings.companyId, companyId))),
    zh: '建筑',
    en: 'buildings',
  },
  device: {
    column: 'maxDevices',
    count: (db, companyId) =>
      countOf(db.select({ value: count() }).from(devices).where(eq(devices.companyId, companyId))),
    zh: '设备',
    en: 'devices',
  },
  user: {
    column: 'maxUsers',
    count: (db, companyId) => countOf(db.select({ value: count() }).from(users).where(eq(users.orgId, companyId))),
    zh: '账号',
    en: 'accounts',
  },
} as const satisfies Record<string, Limited>;

/**
 * Refuses (7993) one more record when the unit already holds its limit. Call inside the transaction that inserts:
 * the unit's row is locked first, so two concurrent inserts cannot both pass the count.
 */
const assertLimit = async (tx: DbOrTx, companyId: number, what: keyof typeof limited) => {
  const rule = limited[what];
  const [company] = await tx
    .select({ limit: organisations[rule.column] })
    .from(organisations)
    .where(eq(organisations.id, companyId))
    .for('update');
  if (!company) throw new AppError(ErrorCodes.noData);
  if (company.limit === null) return;
  const used = await rule.count(tx, companyId);
  if (used < company.limit) return;
  throw new AppError(ErrorCodes.limitExceeded, {
    detail: {
      zh: `该单位最多可添加 ${company.limit} 个${rule.zh}`,
      en: `this unit may have at most ${company.limit} ${rule.en}`,
    },
  });
};

export const assertBuildingLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'building');
/** The devices helper calls this in the transaction that adds a device. */
export const assertDeviceLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'device');
/** The accounts helper calls this in the transaction that adds a user of the unit. */
export const assertUserLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'user');
