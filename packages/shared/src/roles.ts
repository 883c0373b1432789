import { z } from 'zod';
import { idLike, langQueryField, orgKindSchema, zId, zLine, zName } from './field-schemas';

/**
 * Roles of an organisation and their permission trees (/systemmanage/role, issue 18; docs/system-management.md "Roles").
 * A preset is a built-in role of an organisation kind: held as it is, or the start of an organisation's own role.
 */

export const roleMessages = {
  beyondOwn: { zh: '不能授予您自己的角色没有的权限', en: 'you cannot grant a permission your own role lacks' },
  ownRole: { zh: '不能修改自己所属的角色', en: 'you cannot change the role you hold yourself' },
  presetReadOnly: {
    zh: '预设角色只有平台管理员可以修改',
    en: 'only the platform administrator changes a preset role',
  },
  presetDelete: { zh: '预设角色不能删除', en: 'a preset role cannot be deleted' },
  inUse: { zh: '角色已分配给账号，无法删除', en: 'role is assigned to accounts and cannot be deleted' },
  nameExists: { zh: '角色名称已存在', en: 'role name already exists' },
  unknownNode: { zh: '未知的权限节点', en: 'unknown permission node' },
  notAPreset: { zh: '不是本机构类型的预设角色', en: 'is not a preset of this organisation kind' },
} as const;

/** GET role/list: the organisation's own roles, then the presets of its kind (all presets for the administrator). */
export const roleListQuerySchema = z.object({ ...langQueryField, company_id: zId.optional() });

export const roleRecordSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  eng_name: z.string(),
  /** The organisation whose role it is; null for a preset. */
  company_id: z.number().nullable(),
  org_kind: orgKindSchema.nullable(),
  /** The preset an organisation's role started from, which later releases' permission nodes follow. */
  preset_code: z.string().nullable(),
  is_preset: z.boolean(),
  /** Granted catalogue ids, each with its ancestors. */
  permission_ids: z.array(z.string()),
  /** Accounts holding it (of the listed organisation; of every organisation for the administrator). */
  user_count: z.number(),
  /** Whether this caller may change it, and delete it: the client shows what the server allows. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  update_time: z.number(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;
export const roleListSchema = z.array(roleRecordSchema);

export const roleIdQuerySchema = z.object({ ...langQueryField, id: zId });

const roleName = zName(30).min(1);
const roleEngName = zLine(60);
/** Catalogue ids; unknown ones are refused naming the node, ancestors are added by the server. */
const permissionIds = z.array(z.string().max(80)).max(1000);

/** POST role/info: a role of the caller's organisation (the administrator may name another), from a preset or blank. */
export const roleCreateSchema = z.object({
  company_id: idLike.optional(),
  name: roleName,
  eng_name: roleEngName.default(''),
  preset_code: z.string().max(40).nullable().default(null),
  permission_ids: permissionIds,
});
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** PUT role/info: what is sent changes; the tree is replaced as a whole. */
export const roleUpdateSchema = z.object({
  id: idLike,
  name: roleName.optional(),
  eng_name: roleEngName.optional(),
  permission_ids: permissionIds.optional(),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;
