import { ErrorCodes } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';
import { countUnitRecords, lockUnitLimit, type LimitedRecord } from './limits.repo';

const names: Record<LimitedRecord, { zh: string; en: string }> = {
  building: { zh: '建筑', en: 'buildings' },
  device: { zh: '设备', en: 'devices' },
  user: { zh: '账号', en: 'accounts' },
};

/**
 * Refuses (7993) one more record when the unit already holds its limit. Call inside the transaction that inserts:
 * the unit's row is locked first, so two concurrent inserts cannot both pass the count.
 */
const assertLimit = async (tx: DbOrTx, companyId: number, what: LimitedRecord) => {
  const company = await lockUnitLimit(tx, companyId, what);
  if (!company) throw new AppError(ErrorCodes.noData);
  if (company.limit === null) return;
  const used = await countUnitRecords(tx, companyId, what);
  if (used < company.limit) return;
  throw new AppError(ErrorCodes.limitExceeded, {
    detail: {
      zh: `该单位最多可添加 ${company.limit} 个${names[what].zh}`,
      en: `this unit may have at most ${company.limit} ${names[what].en}`,
    },
  });
};

export const assertBuildingLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'building');
/** The devices module calls this in the transaction that adds a device. */
export const assertDeviceLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'device');
/** The users module calls this in the transaction that adds a user of the unit. */
export const assertUserLimit = (tx: DbOrTx, companyId: number) => assertLimit(tx, companyId, 'user');
