import {
  departmentMessages,
  ErrorCodes,
  type DepartmentDetail,
  type DepartmentNode,
  type DepartmentRecord,
  type OrgPerson,
  type PeopleTreeNode,
  type PersonNode,
} from '@fireline/shared';
import { requireAccess, requireSetupOrg, requireSetupRecord, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './departments.repo';

/** An organisation's departments with their people nested; people without a department at the top, after the departments. */
export const buildPeopleTree = async (db: DbOrTx, orgId: number): Promise<PeopleTreeNode[]> => {
  const [depts, people] = await repo.selectDepartmentsAndPeople(db, orgId);
  const nodes = new Map<number, DepartmentNode>(
    depts.map((dept) => [dept.id, { id: `dept-${dept.id}`, name: dept.name, type: 'dept', children: [] }]),
  );
  const roots: PeopleTreeNode[] = [];
  for (const dept of depts) {
    const parent = dept.parentId ? nodes.get(dept.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(dept.id)!);
  }
  for (const person of people) {
    const node: PersonNode = {
      id: person.id,
      name: person.realName || person.username,
      type: 'user',
      account: person.username,
      mobile: person.mobile,
    };
    const dept = person.departmentId ? nodes.get(person.departmentId) : undefined;
    (dept ? dept.children : roots).push(node);
  }
  return roots;
};

/**
 * The handling dialog's person tree (spec 000 §6): the caller's own organisation's; a unit of the scope's; for a centre
 * user asking for a unit, the centre's people plus only the unit's first node.
 */
export const peopleTreeFor = async (db: DbOrTx, caller: Caller, orgId: number) => {
  const { session } = caller;
  if (orgId === session.orgId) return buildPeopleTree(db, orgId);
  await requireAccess(db, caller, { kind: 'unit', ids: orgId });
  const unitTree = await buildPeopleTree(db, orgId);
  if (session.orgKind !== 'center') return unitTree;
  return [...(await buildPeopleTree(db, session.orgId)), ...unitTree.slice(0, 1)];
};

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const presentRecord = (item: repo.LabelledDepartment): DepartmentRecord => ({
  id: item.row.id,
  company_id: item.row.orgId,
  parent_id: item.row.parentId,
  name: item.row.name,
  sort: item.row.sort,
  remark: item.row.remark,
  manager: named(item.row.managerId, item.managerName),
  fire_director: named(item.row.fireDirectorId, item.directorName),
  user_count: Number(item.userCount),
  children: [],
});

/** Nests the rows under their parents from `rootId` down (null: the top); rows keep their display order. */
const nest = (rows: repo.LabelledDepartment[], rootId: number | null): DepartmentRecord[] => {
  const records = new Map(rows.map((row) => [row.row.id, presentRecord(row)]));
  const roots: DepartmentRecord[] = [];
  for (const row of rows) {
    const record = records.get(row.row.id)!;
    if (row.row.parentId === rootId) roots.push(record);
    else records.get(row.row.parentId ?? -1)?.children.push(record);
  }
  return roots;
};

/**
 * GET department/department_child_list: the departments under `parent_id` (0 or absent: the top) of the organisation,
 * each with its subtree. A parent names its own organisation.
 */
export const listDepartmentTree = async (
  db: DbOrTx,
  caller: Caller,
  query: { companyId?: number; parentId?: number },
) => {
  const parentId = query.parentId ? query.parentId : null;
  let orgId: number;
  if (parentId === null) {
    orgId = await requireSetupOrg(db, caller, { companyId: query.companyId, mode: 'read' });
  } else {
    orgId = await requireSetupRecord(db, caller, {
      kind: 'department',
      id: parentId,
      mode: 'read',
      field: 'parent_id',
    });
    if (query.companyId !== undefined && query.companyId !== orgId) throw new AppError(ErrorCodes.noData);
  }
  return nest(await repo.listDepartmentRows(db, orgId), parentId);
};

/** GET department/info: the department, its parent, its number of sub-departments and its people. */
export const getDepartment = async (db: DbOrTx, caller: Caller, id: number): Promise<DepartmentDetail> => {
  await requireSetupRecord(db, caller, { kind: 'department', id, mode: 'read' });
  const item = await repo.findLabelledDepartment(db, id);
  if (!item) throw new AppError(ErrorCodes.noData);
  const [parent, childCount, people] = await Promise.all([
    item.row.parentId ? repo.findDepartmentRow(db, item.row.parentId) : undefined,
    repo.countChildDepartments(db, id),
    repo.listDepartmentPeople(db, id),
  ]);
  const { children: _children, ...record } = presentRecord(item);
  return {
    ...record,
    parent: parent ? { id: parent.id, name: parent.name } : null,
    child_count: childCount,
    people: people.map(({ user, postName }) => ({
      id: user.id,
      name: user.realName || user.username,
      account: user.username,
      mobile: user.mobile,
      post: user.postId !== null && postName !== null ? { id: user.postId, name: postName } : null,
      is_active: user.isActive,
    })),
  };
};

/** GET department/user_options: the organisation's active people, for the manager and director pickers. */
export const listOrgPeople = async (
  db: DbOrTx,
  caller: Caller,
  companyId: number | undefined,
): Promise<OrgPerson[]> => {
  const orgId = await requireSetupOrg(db, caller, { companyId, mode: 'read' });
  return (await repo.listOrgPeople(db, orgId)).map((person) => ({
    id: person.id,
    name: person.realName || person.username,
    account: person.username,
    department_id: person.departmentId,
    post_id: person.postId,
  }));
};

const refuseField = (code: typeof ErrorCodes.paramValue, field: string, message: { zh: string; en: string }) =>
  new AppError(code, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field },
  });

const nameExists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: departmentMessages.nameExists, data: { field: 'name' } });

/** The manager and the fire safety director must be people of the department's organisation (8996 naming the field). */
const requireLabels = async (
  db: DbOrTx,
  orgId: number,
  labels: { manager_id?: number | null; fire_director_id?: number | null },
) => {
  const named = (['manager_id', 'fire_director_id'] as const).filter(
    (field) => labels[field] !== undefined && labels[field] !== null,
  );
  const members = await repo.selectOrgUserIds(
    db,
    orgId,
    named.map((field) => labels[field]!),
  );
  for (const field of named)
    if (!members.has(labels[field]!)) throw refuseField(ErrorCodes.paramValue, field, departmentMessages.notAPerson);
};

/** A parent must be a department of the same organisation the caller may change (9993 when another's). */
const requireParent = async (db: DbOrTx, caller: Caller, orgId: number, parentId: number) => {
  const owner = await requireSetupRecord(db, caller, {
    kind: 'department',
    id: parentId,
    mode: 'write',
    field: 'parent_id',
  });
  if (owner !== orgId)
    throw new AppError(ErrorCodes.noPermission, { detail: fieldDetail('parent_id'), data: { field: 'parent_id' } });
};

/** POST department/info: a department of the caller's organisation, under a parent of it or at the top. */
export const createDepartment = async (
  db: Db,
  caller: Caller,
  body: {
    company_id?: number;
    parent_id: number | null;
    name: string;
    sort: number;
    remark: string;
    manager_id: number | null;
    fire_director_id: number | null;
  },
) => {
  const orgId = await requireSetupOrg(db, caller, { companyId: body.company_id, mode: 'write' });
  if (body.parent_id !== null) await requireParent(db, caller, orgId, body.parent_id);
  await requireLabels(db, orgId, body);
  let id: number;
  try {
    id = await repo.insertDepartment(db, orgId, {
      parentId: body.parent_id,
      name: body.name,
      sort: body.sort,
      remark: body.remark,
      managerId: body.manager_id,
      fireDirectorId: body.fire_director_id,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
  return getDepartment(db, caller, id);
};

/** Whether `candidate` is `id` or lies below it, in the organisation's (locked) rows. */
const isSelfOrBelow = (rows: { id: number; parentId: number | null }[], id: number, candidate: number) => {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  for (let at: number | null | undefined = candidate, hops = 0; at && hops <= rows.length; hops += 1) {
    if (at === id) return true;
    at = parentOf.get(at);
  }
  return false;
};

/** PUT department/info: rename, move (never under itself or its own sub-departments), relabel; what is left out stays. */
export const updateDepartment = async (
  db: Db,
  caller: Caller,
  body: {
    id: number;
    parent_id?: number | null;
    name?: string;
    sort?: number;
    remark?: string;
    manager_id?: number | null;
    fire_director_id?: number | null;
  },
) => {
  const orgId = await requireSetupRecord(db, caller, { kind: 'department', id: body.id, mode: 'write', field: 'id' });
  await db
    .transaction(async (tx) => {
      const rows = await repo.lockOrgDepartments(tx, orgId);
      if (body.parent_id !== undefined && body.parent_id !== null) {
        await requireParent(tx, caller, orgId, body.parent_id);
        if (isSelfOrBelow(rows, body.id, body.parent_id))
          throw refuseField(ErrorCodes.paramValue, 'parent_id', departmentMessages.badParent);
      }
      await requireLabels(tx, orgId, body);
      await repo.updateDepartmentRow(tx, body.id, {
        ...(body.parent_id !== undefined ? { parentId: body.parent_id } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        ...(body.manager_id !== undefined ? { managerId: body.manager_id } : {}),
        ...(body.fire_director_id !== undefined ? { fireDirectorId: body.fire_director_id } : {}),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    });
  return getDepartment(db, caller, body.id);
};

/** DELETE department/info: only a department without sub-departments and people ('department is not empty'). */
export const deleteDepartment = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireSetupRecord(db, caller, { kind: 'department', id, mode: 'write', field: 'id' });
  if (!(await repo.deleteEmptyDepartment(db, id)))
    throw new AppError(ErrorCodes.cannotDelete, { detail: departmentMessages.notEmpty, data: { field: 'id' } });
  return { id };
};
