import { z } from 'zod';
import { langQueryField, zId } from './field-schemas';

/** GET department/department_user_tree_list: whose tree (default the caller's organisation). */
export const peopleTreeQuerySchema = z.object({
  ...langQueryField,
  company_id: zId.optional(),
  company_type: z.string().max(40).optional(),
});

/** A person of the tree: the user's id, name (real name, else login name), login name and mobile. */
export const personNodeSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.literal('user'),
  account: z.string(),
  mobile: z.string().nullable(),
});
export type PersonNode = z.infer<typeof personNodeSchema>;

/**
 * A department with its sub-departments and people (the handling dialog's person tree, spec 000 §6). Named
 * (`meta.id`) because it nests itself: the OpenAPI document describes it once as a component.
 */
export const departmentNodeSchema = z
  .object({
    /** `dept-<id>`, so a department never collides with a person's numeric id. */
    id: z.string(),
    name: z.string(),
    type: z.literal('dept'),
    get children(): z.ZodArray<z.ZodUnion<readonly [typeof personNodeSchema, typeof departmentNodeSchema]>> {
      return z.array(z.union([personNodeSchema, departmentNodeSchema]));
    },
  })
  .meta({ id: 'DepartmentNode' });
export type DepartmentNode = z.infer<typeof departmentNodeSchema>;

/** Departments first, then the people without a department. */
export const peopleTreeSchema = z.array(z.union([personNodeSchema, departmentNodeSchema]));
export type PeopleTreeNode = z.infer<typeof peopleTreeSchema>[number];
