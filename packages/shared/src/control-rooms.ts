import { z } from 'zod';
import { archivePatterns, companyRecordSchema } from './companies';
import { zId, zIdNumber } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * GET company_control_room/list: the fire control rooms (消防控制室, organisations of kind control_room) of the scope,
 * the /companyControlRoom/list screen's filters.
 */
export const controlRoomListQuerySchema = pageQuerySchema.extend({
  company_name: z.string().trim().max(50).optional(),
  /** The unit the control room belongs to (its parent_id). */
  parent_id: zId.optional(),
  /** Province, city, county or street code: rooms whose region code starts with it. */
  region_code: z.string().trim().regex(archivePatterns.regionCode).optional(),
  enum_company_online_status: z.coerce.number().int().min(0).max(1).optional(),
  /** Created time range, epoch seconds, both ends included. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});
export type ControlRoomListQuery = z.infer<typeof controlRoomListQuerySchema>;

/** A control room as the list shows it: its archive record and the name of the unit it belongs to. */
export const controlRoomSchema = companyRecordSchema.extend({ parent_name: z.string().nullable() });
export type ControlRoom = z.infer<typeof controlRoomSchema>;
export const controlRoomPageSchema = pageSchema(controlRoomSchema);

/** DELETE company_control_room/info: one id or several, comma separated (deleting needs a selection, spec 001 §5). */
export const controlRoomDeleteQuerySchema = z.object({
  company_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'comma separated ids, at most 100')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(zIdNumber)),
});
export const deletedControlRoomsSchema = z.object({ company_ids: z.array(z.number()) });
export type DeletedControlRooms = z.infer<typeof deletedControlRoomsSchema>;
