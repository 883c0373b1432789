import type { ControlRoomListQuery } from '@fireline/shared';
import { and, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { devices, organisations } from '../../db/schema';

const parent = alias(organisations, 'parent');
const onlineCondition = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

/** The /companyControlRoom/list screen: control rooms in scope with its filters, newest first, with their unit's name. */
export const listControlRooms = async (db: DbOrTx, scope: Scope, query: ControlRoomListQuery) => {
  const conditions: (SQL | undefined)[] = [
    eq(organisations.kind, 'control_room'),
    inScope(scope, organisations.id),
    query.company_name ? ilikeContains(organisations.name, query.company_name) : undefined,
    query.parent_id !== undefined ? eq(organisations.parentId, query.parent_id) : undefined,
    query.region_code ? like(organisations.regionCode, `${query.region_code}%`) : undefined,
    query.start_time !== undefined ? gte(organisations.createdAt, new Date(query.start_time * 1000)) : undefined,
    query.end_time !== undefined ? lte(organisations.createdAt, new Date(query.end_time * 1000)) : undefined,
  ];
  if (query.enum_company_online_status === 1) conditions.push(onlineCondition);
  if (query.enum_company_online_status === 0) conditions.push(sql`not ${onlineCondition}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organisations, parentName: parent.name })
      .from(organisations)
      .leftJoin(parent, eq(parent.id, organisations.parentId))
      .where(where)
      .orderBy(desc(organisations.createdAt), desc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
