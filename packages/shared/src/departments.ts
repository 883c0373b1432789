import { z } from 'zod';
import { idLike, langQueryField, zId, zInt4, zName, zRemark } from './field-schemas';
import { pageQuerySchema } from './paging';
import { namedSchema, pageSchema } from './responses';

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

/* ---- Department management (/systemmanage/department) and posts (/systemmanage/post): issue 18 ---- */

/** Message texts of the department and post screens (zh and en). */
export const departmentMessages = {
  notEmpty: { zh: '部门不为空，无法删除', en: 'department is not empty' },
  nameExists: { zh: '同级部门名称已存在', en: 'a department of this name already exists at this level' },
  badParent: {
    zh: '不能移动到本部门或其下级部门之下',
    en: 'a department cannot move under itself or one of its sub-departments',
  },
  notAPerson: { zh: '不是本单位人员', en: 'is not a person of this organisation' },
} as const;

export const postMessages = {
  nameExists: { zh: '岗位名称已存在', en: 'post name already exists' },
  inUse: { zh: '岗位已有人员使用，无法删除', en: 'post is in use by people and cannot be deleted' },
} as const;

/** Display order among siblings: 0 … 9999, smaller first. */
const zSort = z.coerce.number().int().min(0).max(9999);
/** A department's or a post's name: one line, 1–50 characters. */
const zOrgItemName = zName(50).min(1);

/** GET department/department_child_list: the departments under `parent_id` (0 or absent: the top), each with its subtree. */
export const departmentChildListQuerySchema = z.object({
  ...langQueryField,
  company_id: zId.optional(),
  parent_id: zInt4.optional(),
});

/** One department record as the list nests it. Named (`meta.id`) because it nests itself. */
export const departmentRecordSchema = z
  .object({
    id: z.number(),
    company_id: z.number(),
    parent_id: z.number().nullable(),
    name: z.string(),
    sort: z.number(),
    remark: z.string(),
    /** 部门负责人: a person of the organisation. */
    manager: namedSchema.nullable(),
    /** 消防安全管理人 (fire safety director): a person of the organisation. */
    fire_director: namedSchema.nullable(),
    /** People directly in this department. */
    user_count: z.number(),
    get children(): z.ZodArray<typeof departmentRecordSchema> {
      return z.array(departmentRecordSchema);
    },
  })
  .meta({ id: 'DepartmentRecord' });
export type DepartmentRecord = z.infer<typeof departmentRecordSchema>;
export const departmentListSchema = z.array(departmentRecordSchema);

/** A person of a department's detail. */
export const departmentPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  account: z.string(),
  mobile: z.string().nullable(),
  post: namedSchema.nullable(),
  is_active: z.boolean(),
});
export type DepartmentPerson = z.infer<typeof departmentPersonSchema>;

/** GET department/info: one department with its parent, how many sub-departments, and its people. */
export const departmentDetailSchema = departmentRecordSchema.omit({ children: true }).extend({
  parent: namedSchema.nullable(),
  child_count: z.number(),
  people: z.array(departmentPersonSchema),
});
export type DepartmentDetail = z.infer<typeof departmentDetailSchema>;

export const departmentIdQuerySchema = z.object({ ...langQueryField, id: zId });

/** POST department/info: a department of the caller's organisation (the administrator may name another). */
export const departmentCreateSchema = z.object({
  company_id: idLike.optional(),
  parent_id: idLike.nullable().default(null),
  name: zOrgItemName,
  sort: zSort.default(0),
  remark: zRemark.default(''),
  manager_id: idLike.nullable().default(null),
  fire_director_id: idLike.nullable().default(null),
});
export type DepartmentCreate = z.input<typeof departmentCreateSchema>;

/** PUT department/info: what is sent changes (rename, move, labels); what is left out stays. */
export const departmentUpdateSchema = z.object({
  id: idLike,
  parent_id: idLike.nullable().optional(),
  name: zOrgItemName.optional(),
  sort: zSort.optional(),
  remark: zRemark.optional(),
  manager_id: idLike.nullable().optional(),
  fire_director_id: idLike.nullable().optional(),
});
export type DepartmentUpdate = z.input<typeof departmentUpdateSchema>;

export const deletedRecordSchema = z.object({ id: z.number() });
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;

/** GET department/user_options: the organisation's people, for the manager and director pickers. */
export const orgPeopleQuerySchema = z.object({ ...langQueryField, company_id: zId.optional() });
export const orgPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  account: z.string(),
  department_id: z.number().nullable(),
  post_id: z.number().nullable(),
});
export type OrgPerson = z.infer<typeof orgPersonSchema>;
export const orgPeopleSchema = z.array(orgPersonSchema);

/** GET post/list: an organisation's posts, by sort then name, filtered by name. */
export const postListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_id: zId.optional(),
  name: z.string().trim().max(50).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postRecordSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  remark: z.string(),
  sort: z.number(),
  /** People holding the post: a post in use cannot be deleted. */
  user_count: z.number(),
  create_time: z.number(),
  update_time: z.number(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;
export const postPageSchema = pageSchema(postRecordSchema);

export const postIdQuerySchema = z.object({ ...langQueryField, id: zId });
export const postCreateSchema = z.object({
  company_id: idLike.optional(),
  name: zOrgItemName,
  remark: zRemark.default(''),
  sort: zSort.default(0),
});
export type PostCreate = z.input<typeof postCreateSchema>;
export const postUpdateSchema = z.object({
  id: idLike,
  name: zOrgItemName,
  remark: zRemark.default(''),
  sort: zSort.default(0),
});
export type PostUpdate = z.input<typeof postUpdateSchema>;
