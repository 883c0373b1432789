import {
  bindingDialogTabs,
  bindingStatus,
  companyTypeByKind,
  ErrorCodes,
  orgKinds,
  type BindingCandidate,
  type BindingCandidatesQuery,
  type BindingStatus,
  type BoundUnit,
  type OrgKind,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { listBindingCandidates, listOrgsBoundToUnit, listUnitsBoundTo } from './bound-units.repo';
import { unitKinds, type OrgRow } from './companies.repo';
import { loadOrg, presentCompanies, type Caller } from './companies.service';
import { kindOfCompanyType } from './company-lists.service';
import { actForDistrictOrg } from './district-orgs.service';

type Page = { page_no: number; page_size: number };
/** A page of bound units, optionally by name (contains) and binding state. */
type BoundQuery = Page & { company_name?: string; stu?: number };

/** `stu` as stored: org_bindings.status holds only the binding states. */
const stuOf = (status: number) => status as BindingStatus;

const presentBound = async (db: DbOrTx, rows: { org: OrgRow; stu: number }[]): Promise<BoundUnit[]> => {
  const records = await presentCompanies(
    db,
    rows.map((row) => row.org),
  );
  return records.map((record, index) => ({ ...record, stu: stuOf(rows[index]!.stu) }));
};

/** Units of the scope bound to a centre, authority or maintenance company, with the binding state (stu). */
export const unitsBoundTo = async (
  db: DbOrTx,
  caller: Caller,
  orgId: number,
  kinds: readonly OrgKind[],
  page: BoundQuery,
  onlyBound: boolean,
) => {
  await loadOrg(db, caller, orgId, kinds, 'read');
  const { rows, total } = await listUnitsBoundTo(db, caller.scope, orgId, page, onlyBound);
  return { total, list: await presentBound(db, rows) };
};

/**
 * The units tied to the caller's account (also /systemmanage/internet): their own unit, or the units bound to their
 * organisation, by name and binding state.
 */
export const boundListByAccount = async (db: DbOrTx, caller: Caller, query: BoundQuery) => {
  const own = await loadOrg(db, caller, caller.session.orgId, orgKinds, 'read');
  if ((unitKinds as readonly string[]).includes(own.kind)) {
    const isShown =
      (query.stu === undefined || query.stu === bindingStatus.bound) &&
      (!query.company_name || own.name.toLowerCase().includes(query.company_name.toLowerCase()));
    return {
      total: isShown ? 1 : 0,
      list: isShown && query.page_no === 0 ? await presentBound(db, [{ org: own, stu: bindingStatus.bound }]) : [],
    };
  }
  return unitsBoundTo(db, caller, own.id, [own.kind as OrgKind], query, false);
};

/** Bound or in process cannot be asked again; rejected and ignored can. */
const isBlocking = (stu: number | null) => stu === bindingStatus.bound || stu === bindingStatus.pending;

/**
 * The binding dialog: networked units (tab 0) or individuals (tab 1; both without a tab) by name with their state
 * towards the district organisation (status: ticked, stu). Acting for another organisation, a centre sees its own units only.
 */
export const bindingCandidates = async (db: DbOrTx, caller: Caller, query: BindingCandidatesQuery) => {
  const { org, limit } = await actForDistrictOrg(db, caller, query.company_id ?? caller.session.orgId);
  const kinds = query.tab === undefined ? Object.values(bindingDialogTabs) : [bindingDialogTabs[query.tab as 0 | 1]];
  const { rows, total } = await listBindingCandidates(db, { orgId: org.id, kinds, limit }, query);
  return {
    total,
    list: rows.map((row): BindingCandidate => ({
      company_id: row.id,
      name: row.name,
      company_type: companyTypeByKind[row.kind as OrgKind],
      status: isBlocking(row.stu) ? 1 : 0,
      stu: row.stu === null ? null : stuOf(row.stu),
    })),
  };
};

/** The other side of a thing's bindings: a unit's centres, authorities and maintenance companies, or an organisation's units. */
export const boundToThing = async (db: DbOrTx, caller: Caller, thingId: number, thingType: string, page: Page) => {
  const kind = kindOfCompanyType(thingType);
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
      stu: stuOf(row.stu),
    })),
  };
};
