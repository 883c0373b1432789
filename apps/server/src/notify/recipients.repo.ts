import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { ADMIN_ROLE_CODE } from '../core/session';

/** A user who may receive the alarms of some of the given units, with their push settings and contact channels. */
export type Candidate = {
  id: number;
  org_id: number;
  role_code: string;
  permission_ids: string[];
  muted_categories: string[] | null;
  receive_all_fire: boolean | null;
  designated_unit_ids: number[] | null;
  bound_unit_ids: number[] | null;
  channels: string[] | null;
  priority: number | null;
  mobile: string | null;
  email: string | null;
  wechat_openid: string | null;
};

/** Active users whose scope covers any of the units: administrators, the units' own people, the bound organisations'. */
export const selectCandidates = (tx: Tx, companyIds: number[]) => {
  const list = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<Candidate>(
    tx,
    sql`
    select u.id, u.org_id, r.code as role_code, r.permission_ids, u.mobile, u.email, u.wechat_openid,
           ps.muted_categories, ps.receive_all_fire, ps.designated_unit_ids, ps.channels, ps.priority,
           (select array_agg(b.cared_id) from org_bindings b where b.org_id = u.org_id and b.status = 1 and b.cared_id in (${list})) as bound_unit_ids
    from users u
    join roles r on r.id = u.role_id
    left join push_settings ps on ps.user_id = u.id
    where u.is_active
    -- A third-party system's entry account sees that system's units only (docs/third-party.md): no organisation's pushes.
    and not exists (select 1 from third_systems t where t.enter_user_id = u.id)
    and (
      r.code = ${ADMIN_ROLE_CODE}
      or u.org_id in (${list})
      or u.org_id in (select b.org_id from org_bindings b where b.status = 1 and b.cared_id in (${list}))
    )`,
  );
};
