import type { DepartmentNode, PeopleTreeNode, PersonNode } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { selectDepartmentsAndPeople } from './departments.repo';

/** An organisation's departments with their people nested; people without a department at the top, after the departments. */
export const buildPeopleTree = async (db: DbOrTx, orgId: number): Promise<PeopleTreeNode[]> => {
  const [depts, people] = await selectDepartmentsAndPeople(db, orgId);
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
