import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

/** A session used within this window counts as a person at the console. */
const ONLINE_WINDOW_MINUTES = 5;
/** Workload is compared, not reported: counting past this keeps the cost bounded on a centre with a backlog. */
const WORKLOAD_CAP = 200;

/** Each candidate's unhandled alarms already assigned (up to WORKLOAD_CAP), and whether they are at the console. */
export const selectWorkloads = async (tx: Tx, userIds: number[]) => {
  const list = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const load = await queryRows<{ id: number; open: number; online: boolean }>(
    tx,
    sql`select u.id,
          (select count(*)::int from (select 1 from events e where e.assignee_id = u.id and e.enum_confirm_type = 0 limit ${WORKLOAD_CAP}) w) as open,
          exists (select 1 from sessions s where s.user_id = u.id and s.ended_at is null
                  and s.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})) as online
        from users u where u.id in (${list})`,
  );
  return {
    workload: new Map(load.map((row) => [Number(row.id), Number(row.open)])),
    online: new Set(load.filter((row) => row.online).map((row) => Number(row.id))),
  };
};
