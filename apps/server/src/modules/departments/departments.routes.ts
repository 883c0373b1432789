import { ErrorCodes, langQueryField, zId } from '@fireline/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { requireUnitInScope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { departments, organisations, users } from '../../db/schema';

type PersonNode = { id: number; name: string; type: 'user'; account: string; mobile: string | null };
type DeptNode = { id: string; name: string; type: 'dept'; children: TreeNode[] };
type TreeNode = PersonNode | DeptNode;

/** An organisation's departments with their people nested; people without a department at the top, after the departments. */
export const buildPeopleTree = async (db: DbOrTx, orgId: number): Promise<TreeNode[]> => {
  const [depts, people] = await Promise.all([
    db
      .select()
      .from(departments)
      .where(eq(departments.orgId, orgId))
      .orderBy(asc(departments.sort), asc(departments.id)),
    db
      .select()
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.isActive, true)))
      .orderBy(asc(users.id)),
  ]);
  const nodes = new Map<number, DeptNode>(
    depts.map((dept) => [dept.id, { id: `dept-${dept.id}`, name: dept.name, type: 'dept', children: [] }]),
  );
  const roots: TreeNode[] = [];
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

/** The handling dialog's person tree (spec 000 §6): a centre user gets the centre's people plus only the unit's first node. */
export const departmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/department/department_user_tree_list/',
    {
      config: { permission: 'alarmdeal-list' },
      schema: {
        tags: ['departments'],
        summary: 'Departments and people of a unit',
        querystring: z.object({
          ...langQueryField,
          company_id: zId.optional(),
          company_type: z.string().max(40).optional(),
        }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const orgId = request.query.company_id ?? session.orgId;
      if (orgId === session.orgId) return ok(request, await buildPeopleTree(db, orgId));
      const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId));
      if (!org) throw new AppError(ErrorCodes.noData);
      requireUnitInScope(await request.scope(), orgId);
      const unitTree = await buildPeopleTree(db, orgId);
      if (session.orgKind !== 'center') return ok(request, unitTree);
      return ok(request, [...(await buildPeopleTree(db, session.orgId)), ...unitTree.slice(0, 1)]);
    },
  );
};
