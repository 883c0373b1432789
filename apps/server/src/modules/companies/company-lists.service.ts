import {
  bindingDialogTabs,
  bindingStatus,
  companyTypeByKind,
  ErrorCodes,
  type BindingCandidatesQuery,
  type CompanyListQuery,
  type DistrictListQuery,
  type OrgKind,
} from '@fireline/shared';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Scope } from '../../core/scope';
import type { SessionUser } from '../../core/session';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { presentCompany, presentOrgBrief } from './company-fields';
import {
  countByCategory,
  listBindingCandidates,
  listChildren,
  listDistrictOrgs,
  listOrgsBoundToUnit,
  listUnits,
  listUnitsBoundTo,
  loadRelations,
  unitKinds,
  type OrgRow,
} from './companies.repo';
import { actForBindingOrg } from '../bindings';
import { loadOrg } from './companies.service';

type Caller = { session: SessionUser; scope: Scope };
type Page = { page_no: number; page_size: number };

const presentPage = async (
  db: DbOrTx,
  rows: OrgRow[],
  total: number,
  extra: (row: OrgRow, index: number) => Record<string, unknown> = () => ({}),
) => {
  const relations = await loadRelations(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    list: rows.map((row, index) => ({ ...presentCompany(row, relations.get(row.id)), ...extra(row, index) })),
  };
};

export const listCompanies = async (db: DbOrTx, caller: Caller, query: CompanyListQuery) => {
  const { rows, total } = await listUnits(db, caller.scope, query);
  return presentPage(db, rows, total);
};

/** A district-organisation tab (regulatory centres, maintenance companies, networked units, fire authorities). */
export const listDistrict = async (db: DbOrTx, caller: Caller, query: DistrictListQuery) => {
  const { rows, total } = await listDistrictOrgs(db, { scope: caller.scope, orgId: caller.session.orgId }, query);
  return presentPage(db, rows, total);
};

export const simpleInfo = async (db: DbOrTx, caller: Caller, id: number) => {
  const org = await loadOrg(db, caller, id, unitKinds, 'read');
  return {
    ...presentOrgBrief(org),
    points: org.longitude !== null && org.latitude !== null ? { lng: org.longitude, lat: org.latitude } : null,
    state: org.state,
  };
};

/** Units of the scope bound to a centre, authority or maintenance company, with the binding state (stu). */
export const unitsBoundTo = async (
  db: DbOrTx,
  caller: Caller,
  orgId: number,
  kinds: readonly OrgKind[],
  page: Page,
  onlyBound: boolean,
) => {
  await loadOrg(db, caller, orgId, kinds, 'read');
  const { rows, total } = await listUnitsBoundTo(db, caller.scope, orgId, page, onlyBound);
  return presentPage(
    db,
    rows.map((row) => row.org),
    total,
    (_row, index) => ({ stu: rows[index]!.stu }),
  );
};

/** The units tied to the caller's account: their own unit, or the units bound to their organisation. */
export const boundListByAccount = async (db: DbOrTx, caller: Caller, page: Page) => {
  const own = await loadOrg(
    db,
    caller,
    caller.session.orgId,
    ['cared', 'household', 'control_room', 'nine_type', 'maint', 'authority', 'firestation', 'center'],
    'read',
  );
  if ((unitKinds as readonly string[]).includes(own.kind)) return presentPage(db, [own], 1, () => ({ stu: 1 }));
  return unitsBoundTo(db, caller, own.id, [own.kind as OrgKind], page, false);
};

export const adminUser = async (db: DbOrTx, caller: Caller, companyId: number) => {
  await loadOrg(db, caller, companyId, unitKinds, 'read');
  const [user] = await db.select().from(users).where(eq(users.orgId, companyId)).orderBy(asc(users.id)).limit(1);
  if (!user) return null;
  return {
    uid: user.id,
    account: user.username,
    name: user.realName,
    phone_num: user.mobile,
    is_active: user.isActive ? 1 : 0,
  };
};

export const companyTypeStatistics = async (db: DbOrTx, caller: Caller) => {
  const rows = await countByCategory(db, caller.scope);
  return rows.map((row) => ({
    company_type: companyTypeByKind[row.kind as OrgKind],
    category: row.category,
    count: row.value,
  }));
};

/** Bound or in process cannot be asked again; rejected and ignored can. */
const isBlocking = (stu: number | null) => stu === bindingStatus.bound || stu === bindingStatus.pending;

/**
 * The binding dialog: networked units (tab 0) or individuals (tab 1; both without a tab) by name with their state
 * towards the binding organisation (status: ticked, stu). Acting for another organisation, a centre sees its own units only.
 */
export const bindingCandidates = async (db: DbOrTx, caller: Caller, query: BindingCandidatesQuery) => {
  const { org, limit } = await actForBindingOrg(db, caller, query.company_id ?? caller.session.orgId);
  const kinds = query.tab === undefined ? Object.values(bindingDialogTabs) : [bindingDialogTabs[query.tab as 0 | 1]];
  const { rows, total } = await listBindingCandidates(db, { orgId: org.id, kinds, limit }, query);
  return {
    total,
    list: rows.map((row) => ({
      company_id: row.id,
      name: row.name,
      company_type: companyTypeByKind[row.kind as OrgKind],
      status: isBlocking(row.stu) ? 1 : 0,
      stu: row.stu,
    })),
  };
};

/** Units whose parent_id is the given organisation (branches, or the control rooms of a unit). */
export const childUnits = async (
  db: DbOrTx,
  caller: Caller,
  parentId: number,
  kinds: readonly OrgKind[],
  page: Page,
) => {
  await loadOrg(
    db,
    caller,
    parentId,
    ['cared', 'household', 'control_room', 'nine_type', 'maint', 'authority', 'firestation', 'center'],
    'read',
  );
  const { rows, total } = await listChildren(db, caller.scope, parentId, kinds, page);
  return presentPage(db, rows, total);
};

/** The other side of a thing's bindings: a unit's centres, authorities and maintenance companies, or an organisation's units. */
export const boundToThing = async (db: DbOrTx, caller: Caller, thingId: number, thingType: string, page: Page) => {
  const kind = (Object.entries(companyTypeByKind).find(([, type]) => type === thingType)?.[0] ??
    null) as OrgKind | null;
  if (!kind)
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: 'thing_type 不合法', en: 'thing_type is not a company type' },
    });
  const thing = await loadOrg(db, caller, thingId, [kind], 'read');
  if (!(unitKinds as readonly string[]).includes(thing.kind))
    return unitsBoundTo(db, caller, thing.id, [kind], page, true);
  const visible = await listOrgsBoundToUnit(db, thing.id);
  const slice = visible.slice(page.page_no * page.page_size, (page.page_no + 1) * page.page_size);
  return {
    total: visible.length,
    list: slice.map((row) => ({
      company_id: row.org.id,
      company_name: row.org.name,
      company_type: companyTypeByKind[row.org.kind as OrgKind],
      stu: row.stu,
    })),
  };
};

export const integrityInfo = async (db: DbOrTx, caller: Caller, thingId: number, thingType: string) => {
  const kind =
    thingType === 'company'
      ? null
      : ((Object.entries(companyTypeByKind).find(([, type]) => type === thingType)?.[0] ?? undefined) as
          OrgKind | undefined);
  if (kind === undefined)
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: 'thing_type 不合法', en: 'thing_type is not a company type' },
    });
  const org = await loadOrg(
    db,
    caller,
    thingId,
    kind ? [kind] : ['cared', 'household', 'control_room', 'nine_type', 'maint', 'authority', 'firestation', 'center'],
    'read',
  );
  return {
    thing_id: org.id,
    thing_type: companyTypeByKind[org.kind as OrgKind],
    integrity_score: org.integrityScore,
    creater_id: org.createrId,
  };
};
