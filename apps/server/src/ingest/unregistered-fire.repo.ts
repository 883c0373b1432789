import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE } from '../core/session';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * Who hears of a fire alarm from an unregistered device: it belongs to no unit, so no unit binding can route it. The
 * administrators and the monitoring centres' active people whose role shows the unregistered tab (so the tip's link
 * opens for them), minus those who switched fire alarms off in their push settings.
 */
export const selectCentreFireRecipients = async (db: DbOrTx) => {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u
        join roles r on r.id = u.role_id
        join organisations o on o.id = u.org_id
        left join push_settings ps on ps.user_id = u.id
        where u.is_active
          and (r.code = ${ADMIN_ROLE_CODE} or (o.kind = 'center' and 'alarmdeal-unregistered' = any(r.permission_ids)))
          and not ('fire' = any(coalesce(ps.muted_categories, '{}'::text[])))`,
  );
  return rows.map((row) => Number(row.id));
};
