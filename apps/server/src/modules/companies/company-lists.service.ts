import {
  companyTypeByKind,
  ErrorCodes,
  orgKinds,
  type CompanyAdminUser,
  type CompanyListQuery,
  type OrgKind,
  type UnitPickerQuery,
  type UnitPickerRow,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { unitKinds } from './companies.repo';
import { loadOrg, presentCompanies, type Caller } from './companies.service';
import { presentOrgBrief } from './company-fields';
import { countByCategory, findFirstUser, listChildren, listPickerUnits, listUnits } from './company-lists.repo';

type Page = { page_no: number; page_size: number };

/** The organisation kind a `company_type` names; undefined for anything else. */
export const kindOfCompanyType = (companyType: string) =>
  orgKinds.find((kind) => companyTypeByKind[kind] === companyType);

export const listCompanies = async (db: DbOrTx, caller: Caller, query: CompanyListQuery) => {
  const { rows, total } = await listUnits(db, caller.scope, query);
  return { total, list: await presentCompanies(db, rows) };
};

export const simpleInfo = async (db: DbOrTx, caller: Caller, id: number) => {
  const org = await loadOrg(db, caller, id, unitKinds, 'read');
  return {
    ...presentOrgBrief(org),
    points: org.longitude !== null && org.latitude !== null ? { lng: org.longitude, lat: org.latitude } : null,
    state: org.state,
  };
};

export const adminUser = async (db: DbOrTx, caller: Caller, companyId: number): Promise<CompanyAdminUser> => {
  await loadOrg(db, caller, companyId, unitKinds, 'read');
  const user = await findFirstUser(db, companyId);
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

/** Units whose parent_id is the given organisation (branches, or the control rooms of a unit). */
export const childUnits = async (
  db: DbOrTx,
  caller: Caller,
  parentId: number,
  kinds: readonly OrgKind[],
  page: Page,
) => {
  await loadOrg(db, caller, parentId, orgKinds, 'read');
  const { rows, total } = await listChildren(db, caller.scope, parentId, kinds, page);
  return { total, list: await presentCompanies(db, rows) };
};

export const integrityInfo = async (db: DbOrTx, caller: Caller, thingId: number, thingType: string) => {
  const kind = thingType === 'company' ? null : kindOfCompanyType(thingType);
  if (kind === undefined)
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: 'thing_type 不合法', en: 'thing_type is not a company type' },
    });
  const org = await loadOrg(db, caller, thingId, kind ? [kind] : orgKinds, 'read');
  return {
    thing_id: org.id,
    thing_type: companyTypeByKind[org.kind as OrgKind],
    integrity_score: org.integrityScore,
    creater_id: org.createrId,
  };
};

/** The shared unit picker (other/GetCompanyList): units of the scope, paged. */
export const listUnitsForPicker = async (db: DbOrTx, scope: Scope, query: UnitPickerQuery) => {
  const { rows, total } = await listPickerUnits(db, scope, query);
  return {
    total,
    list: rows.map((row): UnitPickerRow => ({
      company_id: row.id,
      company_name: row.name,
      company_kind: row.kind as OrgKind,
      category: row.category,
      region_code: row.regionCode,
      address: row.address,
      longitude: row.longitude,
      latitude: row.latitude,
      state: row.state,
    })),
  };
};
