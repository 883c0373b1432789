import type { EventRecord } from '@fireline/shared';

/** For the repair request the cared unit is the user's own when the user is of type info_company_cared, else the event's (spec 000 §6). */
export const repairCaredUnit = (
  user: { company_type: string; company_id: number },
  event: Pick<EventRecord, 'company_id'>,
) => (user.company_type === 'info_company_cared' ? user.company_id : event.company_id);
