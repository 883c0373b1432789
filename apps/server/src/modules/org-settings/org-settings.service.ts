import {
  companyTypeByKind,
  ErrorCodes,
  orgKinds,
  unitOwnKinds,
  type AffiliatedOrg,
  type BindingStatus,
  type OrgKind,
  type OwnOrg,
  type OwnOrgUpdate,
} from '@fireline/shared';
import { holds, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { getCompany, loadOrg, lockedFieldsFor, updateCompany } from '../companies';
import { selectCentresOfUnit, selectOrg } from './org-settings.repo';

/** The node that lets an organisation's administrator change its own archive (/systemmanage/basic/edit). */
export const BASIC_EDIT_NODE = 'systemmanage-basic-edit';

/** /systemmanage/basic: the caller's own organisation, whatever its kind, with what the caller may change. */
export const getOwnOrg = async (db: DbOrTx, caller: Caller): Promise<OwnOrg> => {
  const org = await loadOrg(db, caller, caller.session.orgId, orgKinds, 'read');
  return {
    company: await getCompany(db, caller, org.id, orgKinds),
    can_edit: holds(caller, BASIC_EDIT_NODE) ? 1 : 0,
    locked_fields: lockedFieldsFor(caller, org),
  };
};

/**
 * /systemmanage/basic/edit: changes the caller's own organisation by the archive's rules (companies' updateCompany:
 * the fields the centre or the administrator set are refused, 9993 naming the field, unless unchanged). Another
 * organisation's id is refused (9993 naming company_id), never quietly replaced by the caller's.
 */
export const updateOwnOrg = async (db: Db, caller: Caller, body: OwnOrgUpdate) => {
  const { company_id: given, ...fields } = body;
  const own = caller.session.orgId;
  if (given !== undefined && given !== own)
    throw new AppError(ErrorCodes.noPermission, { detail: fieldDetail('company_id'), data: { field: 'company_id' } });
  await updateCompany(db, caller, orgKinds, { ...fields, company_id: own });
  return getOwnOrg(db, caller);
};

const presentAffiliated = (
  org: NonNullable<Awaited<ReturnType<typeof selectOrg>>>,
  binding: { stu: number; changedAt: Date } | null,
): AffiliatedOrg => ({
  company_id: org.id,
  company_name: org.name,
  company_type: companyTypeByKind[org.kind as OrgKind],
  stu: binding ? (binding.stu as BindingStatus) : null,
  contact_name: org.contactName,
  contact_phone: org.contactPhone,
  control_room_phone: org.controlRoomPhone,
  company_address: org.regionCode,
  company_address_specific: org.address,
  bound_time: binding ? Math.floor(binding.changedAt.getTime() / 1000) : null,
});

/**
 * /systemmanage/belongs (所属中心): a unit's centres (bound, or asked and being processed) with their contact
 * details; another kind of organisation answers the centre above it (its parent), if any.
 */
export const listAffiliations = async (db: DbOrTx, caller: Caller) => {
  const own = await loadOrg(db, caller, caller.session.orgId, orgKinds, 'read');
  if ((unitOwnKinds as readonly string[]).includes(own.kind)) {
    const rows = await selectCentresOfUnit(db, own.id);
    return { list: rows.map((row) => presentAffiliated(row.org, row)) };
  }
  const parent = own.parentId === null ? undefined : await selectOrg(db, own.parentId);
  return { list: parent && parent.kind === 'center' ? [presentAffiliated(parent, null)] : [] };
};
