import {
  ErrorCodes,
  PATROL_ITEMS_MAX,
  PATROL_QUANTITY_MAX,
  PATROL_QUANTITY_MIN,
  patrolItemTypeIds,
  patrolMessages,
  type itemInputSchema,
} from '@fireline/shared';
import type { z } from 'zod';
import { fieldDetail } from '../../core/app-error';
import { AppError } from '../../core/app-error';
import { refuseField } from './patrol-common';
import type { ItemValues } from './sites.repo';

type ItemInput = z.infer<typeof itemInputSchema>;

/** Spec 002 §5: quantity 1–100, a known item type; `field` names the item in a refusal (items[2].quantity). */
export const checkItem = (item: ItemInput, field: string) => {
  if (!Number.isInteger(item.quantity) || item.quantity < PATROL_QUANTITY_MIN || item.quantity > PATROL_QUANTITY_MAX)
    throw refuseField(ErrorCodes.paramValue, `${field}quantity`, patrolMessages.quantityRange);
  if (!patrolItemTypeIds.includes(item.enum_pt_item_type))
    throw new AppError(ErrorCodes.paramValue, {
      detail: fieldDetail(`${field}enum_pt_item_type`),
      data: { field: `${field}enum_pt_item_type` },
    });
};

/** At most 10 items a site ("maximum 10 items allowed"). */
export const checkItemCount = (count: number, field = 'items') => {
  if (count > PATROL_ITEMS_MAX) throw refuseField(ErrorCodes.limitExceeded, field, patrolMessages.itemsMax);
};

export const genCode = (prefix: string) => {
  const now = new Date();
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${prefix}${stamp}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
};

export const itemValues = (item: ItemInput): ItemValues => ({
  itemCode: item.item_code || genCode('XJX'),
  name: item.name,
  itemType: item.enum_pt_item_type,
  checkRequire: item.check_require_json,
  quantity: item.quantity,
  remark: item.remark ?? '',
});
