import { z } from 'zod';
import { alarmTypeLabel } from './events';
import { idLike, langQueryField, zBigId, zId, zIdNumber, zText } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { MAX_IMAGES_PER_FIELD, uploadedFileSchema } from './uploads';

/**
 * Hidden dangers (隐患, spec 002 §2 "Hazards", §3, §7 patrol/hazard/*; docs/hazards.md). A hazard is reported by hand,
 * raised from a `yinhuan` alarm event or from an unfit patrol item, and walks a fixed workflow recorded node by node:
 * reported → confirmed (or rejected) → designated (a maintenance company under contract, or a person) → disposed →
 * reviewed (pass; a failed review sends it back to disposal) → closed. No step can be skipped; only the people of a
 * step may take it.
 */

/** Status codes (enum_hazard_status), in workflow order; 7 rejected ends a hazard that was not confirmed. */
export const hazardStatus = {
  reported: 1,
  confirmed: 2,
  designated: 3,
  disposed: 4,
  reviewed: 5,
  closed: 6,
  rejected: 7,
} as const;
export type HazardStatusName = keyof typeof hazardStatus;
export type HazardStatusId = (typeof hazardStatus)[HazardStatusName];
export const hazardStatusIds = Object.values(hazardStatus) as HazardStatusId[];
export const hazardStatusName = (id: number): HazardStatusName =>
  (Object.entries(hazardStatus).find(([, value]) => value === id)?.[0] ?? 'reported') as HazardStatusName;
/** The statuses a hazard is still open in (not closed, not rejected). */
export const openHazardStatuses: readonly HazardStatusId[] = [1, 2, 3, 4, 5];
/** The statuses in which a passed deadline makes a hazard overdue: it has not been disposed of yet. */
export const overdueHazardStatuses: readonly HazardStatusId[] = [1, 2, 3];

/** 1 一般隐患 general, 2 重大隐患 major. */
export const hazardLevels = [1, 2] as const;
export type HazardLevel = (typeof hazardLevels)[number];
export const hazardLevel = { general: 1, major: 2 } as const satisfies Record<string, HazardLevel>;

/**
 * Where a hazard came from: reported by hand, a hidden-danger (yinhuan) alarm event, an unfit patrol item or a failed
 * maintenance task item (maint).
 */
export const hazardSources = ['manual', 'yinhuan', 'patrol', 'maint'] as const;
export type HazardSource = (typeof hazardSources)[number];

/** The nodes of the timeline: every step taken, by whom, when, with its comment and photos. */
export const hazardSteps = ['report', 'edit', 'confirm', 'reject', 'designate', 'dispose', 'review', 'close'] as const;
export type HazardStep = (typeof hazardSteps)[number];

/** Limits: description 500 characters, comments and reasons 200 (the remark cap), photos 5 per field. */
export const HAZARD_DESCRIPTION_MAX = 500;
export const HAZARD_COMMENT_MAX = 200;
export const HAZARD_LOCATION_MAX = 100;
export const HAZARD_PHOTOS_MAX = MAX_IMAGES_PER_FIELD;
export const HAZARD_RESPONSIBLE_MAX = 10;

const photoIds = z.array(z.string().max(64)).max(HAZARD_PHOTOS_MAX).default([]);
const comment = zText(HAZARD_COMMENT_MAX).default('');
const fraction = z.number().min(0).max(1);
/** Epoch seconds. */
const epoch = z.number().int().positive();

/** POST / PUT patrol/hazard/info: a hazard reported by hand (PUT: changed while it waits for confirmation). */
export const hazardBodySchema = z.object({
  company_id: idLike,
  building_id: idLike.nullable().optional(),
  floor_id: idLike.nullable().optional(),
  /** The point on the floor's plan, as fractions (0–1) of the image; both or neither. */
  plan_x: fraction.nullable().optional(),
  plan_y: fraction.nullable().optional(),
  location: zText(HAZARD_LOCATION_MAX).default(''),
  description: zText(HAZARD_DESCRIPTION_MAX),
  level: z.union([z.literal(1), z.literal(2)]).default(1),
  photo_ids: photoIds,
  /** The rectification deadline (整改期限), epoch seconds; the confirmation sets it when the report did not. */
  deadline: epoch.nullable().optional(),
  /** The unit's people responsible for it (user ids). */
  resp_uids: z.array(zIdNumber).max(HAZARD_RESPONSIBLE_MAX).default([]),
});
export type HazardBody = z.infer<typeof hazardBodySchema>;
export type HazardInput = z.input<typeof hazardBodySchema>;
export const updateHazardBodySchema = hazardBodySchema.extend({ id: idLike });
export type UpdateHazardBody = z.infer<typeof updateHazardBodySchema>;

/** GET / DELETE patrol/hazard/info: by id, or (GET) the hazard raised from an alarm event. */
export const hazardInfoQuerySchema = z.object({ ...langQueryField, id: zId.optional(), event_id: zBigId.optional() });
export const hazardIdQuerySchema = z.object({ ...langQueryField, id: zId });
/** GET patrol/hazard/full_info_by_thingid: the thing is the hazard. */
export const hazardThingQuerySchema = z.object({ ...langQueryField, thing_id: zId });

/** POST patrol/hazard/by_hazard_reject: not a hazard after all; the reason is required. */
export const rejectHazardBodySchema = z.object({ id: idLike, reason: zText(HAZARD_COMMENT_MAX) });
/** POST patrol/hazard/dispost_by_comfirm_hazard: confirmed, to be disposed of by the deadline. */
export const confirmHazardBodySchema = z.object({
  id: idLike,
  deadline: epoch.optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
  resp_uids: z.array(zIdNumber).max(HAZARD_RESPONSIBLE_MAX).optional(),
  comment,
});
/** PUT patrol/hazard/by_designate_company: to a maintenance company with a contract in force for the unit. */
export const designateCompanyBodySchema = z.object({
  id: idLike,
  company_maint_id: idLike,
  contract_id: idLike.optional(),
  comment,
});
/** PUT patrol/hazard/by_designate_user: to a person of the unit. */
export const designateUserBodySchema = z.object({ id: idLike, uid: idLike, comment });
/** POST patrol/hazard/node_process: the designated dispose of it; the unit's manager reviews the disposal. */
export const nodeProcessBodySchema = z.object({
  id: idLike,
  action: z.enum(['dispose', 'review']),
  /** Review only: pass → waits to be closed; fail → back to disposal. */
  result: z.enum(['pass', 'fail']).optional(),
  comment,
  photo_ids: photoIds,
});
export type NodeProcessBody = z.infer<typeof nodeProcessBodySchema>;
/**
 * PUT patrol/hazard/repair: 转报修, the repair task (origin 5) of a confirmed hazard not closed. The maintenance company
 * is the designated one, else `company_maint_id` (one with a contract in force for the unit), else the unit's only one.
 */
export const hazardRepairBodySchema = z.object({ id: idLike, company_maint_id: idLike.optional() });
export type HazardRepairBody = z.infer<typeof hazardRepairBodySchema>;
/** What a raise from a source answers: the repair task, and whether this call made it (false: raised before). */
/** 报修 from a source record (a hazard, an unfit patrol or maintenance answer): the repair task, raised once. */
export const raisedRepairSchema = z.object({ repair_task_id: z.number(), created: z.boolean() });
export type RaisedRepair = z.infer<typeof raisedRepairSchema>;
/** PUT patrol/hazard/by_hazard_close. */
export const closeHazardBodySchema = z.object({ id: idLike, comment });

/** GET patrol/hazard/list_by_company_cared_hazard: the hazards of the units in scope. */
export const hazardListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  status: z.coerce.number().int().min(1).max(7).optional(),
  level: z.coerce.number().int().min(1).max(2).optional(),
  source: z.enum(hazardSources).optional(),
  /** Description or location contains. */
  keyword: z.string().trim().max(50).optional(),
  /** Reported from / to, epoch seconds. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  is_overdue: z.coerce.number().int().min(0).max(1).optional(),
  /** 1: only those waiting for a step the caller may take. */
  mine: z.coerce.number().int().min(0).max(1).optional(),
});
export type HazardListQuery = z.infer<typeof hazardListQuerySchema>;
/** GET patrol/hazard/list_by_company_hazard: waiting for the unit's examination (to confirm, review or close). */
export const hazardExamineQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_id: zId.optional(),
  status: z.coerce.number().int().min(1).max(5).optional(),
});
/** GET patrol/hazard/list_by_company: the units of the scope with their hazard counts. */
export const hazardUnitQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  name: z.string().trim().max(50).optional(),
});
/** GET patrol/hazard/by_designate_user: who the hazard may be designated to. */
export const designateOptionsQuerySchema = hazardIdQuerySchema;

const named = z.object({ id: z.number(), name: z.string() });

/** What the caller may do with a hazard now (computed by the server; the client shows buttons by it). */
export const hazardAbilitiesSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_confirm: z.boolean(),
  can_reject: z.boolean(),
  can_designate: z.boolean(),
  can_dispose: z.boolean(),
  can_review: z.boolean(),
  can_close: z.boolean(),
  /** 转报修: a confirmed hazard not closed yet may raise its repair task (once; then `repair` answers it). */
  can_repair: z.boolean(),
});
export type HazardAbilities = z.infer<typeof hazardAbilitiesSchema>;

/** A hazard as the lists answer it. */
export const hazardRowSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  building_id: z.number().nullable(),
  building_name: z.string(),
  floor_id: z.number().nullable(),
  floor_name: z.string(),
  location: z.string(),
  description: z.string(),
  level: z.number(),
  source: z.enum(hazardSources),
  enum_hazard_status: z.object({ id: z.number() }),
  /** Epoch seconds. */
  deadline: z.number().nullable(),
  /** Flagged by the scheduler when the deadline passed before disposal; epoch seconds. */
  overdue_time: z.number().nullable(),
  is_overdue: z.boolean(),
  reporter: named.nullable(),
  designated_company: named.nullable(),
  designated_user: named.nullable(),
  create_time: z.number(),
  update_time: z.number(),
});
export type HazardRow = z.infer<typeof hazardRowSchema>;
export const hazardPageSchema = pageSchema(hazardRowSchema);

/** A hazard with everything its detail shows: place, plan, photos, source, people and the caller's abilities. */
export const hazardRecordSchema = hazardRowSchema.extend({
  plan_x: z.number().nullable(),
  plan_y: z.number().nullable(),
  /** The floor's plan image, when the floor has one. */
  floor_plan: uploadedFileSchema.nullable(),
  photos: z.array(uploadedFileSchema),
  event_id: z.number().nullable(),
  patrol: z
    .object({
      record_id: z.number(),
      site_id: z.number().nullable(),
      site_name: z.string(),
      item_id: z.number(),
      item_name: z.string(),
    })
    .nullable(),
  /** The failed maintenance task item that raised it (source maint). */
  maint: z.object({ task_id: z.number(), item_id: z.number() }).nullable(),
  /** The repair task raised from it (转报修), with its status (enum_task_status); the hazard's own workflow goes on. */
  repair: z.object({ id: z.number(), status: z.number() }).nullable(),
  contract_id: z.number().nullable(),
  resp_users: z.array(named),
  reject_reason: z.string().nullable(),
  close_time: z.number().nullable(),
  abilities: hazardAbilitiesSchema,
});
export type HazardRecord = z.infer<typeof hazardRecordSchema>;

/** One node of the workflow: the step, who took it and when, what they said and showed. */
export const hazardNodeSchema = z.object({
  id: z.number(),
  step: z.enum(hazardSteps),
  /** Review only. */
  result: z.enum(['pass', 'fail']).nullable(),
  user: named.nullable(),
  comment: z.string(),
  photos: z.array(uploadedFileSchema),
  /** Step-specific facts as they were then: designated company / contract / person, deadline, level. */
  detail: z.object({
    company: named.optional(),
    contract: named.optional(),
    user: named.optional(),
    deadline: z.number().optional(),
    level: z.number().optional(),
    source: z.enum(hazardSources).optional(),
  }),
  create_time: z.number(),
});
export type HazardNode = z.infer<typeof hazardNodeSchema>;

/** full_info_by_thingid: the hazard with its nodes, oldest first. */
export const hazardFullInfoSchema = z.object({ hazard: hazardRecordSchema, nodes: z.array(hazardNodeSchema) });
export type HazardFullInfo = z.infer<typeof hazardFullInfoSchema>;

const personOption = z.object({ id: z.number(), name: z.string(), department_name: z.string() });

/**
 * by_designate_user (GET): the unit's people who may dispose (`users`), the maintenance companies under contract, and
 * all the unit's people (`people`: who the examiner may name responsible at confirmation).
 */
export const designateOptionsSchema = z.object({
  users: z.array(personOption),
  people: z.array(personOption),
  companies: z.array(
    z.object({
      company_maint_id: z.number(),
      company_name: z.string(),
      contract_id: z.number(),
      project_name: z.string(),
    }),
  ),
});
export type DesignateOptions = z.infer<typeof designateOptionsSchema>;

/** list_by_company: a unit with its hazard counts. */
export const hazardUnitRowSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  total: z.number(),
  open: z.number(),
  overdue: z.number(),
  closed: z.number(),
});
export type HazardUnitRow = z.infer<typeof hazardUnitRowSchema>;
export const hazardUnitPageSchema = pageSchema(hazardUnitRowSchema);

/** The answer of the step calls: the hazard as it now is. */
export const hazardStepAnswerSchema = hazardRecordSchema;

/** Texts the server answers for refused steps. */
export const hazardMessages = {
  wrongStep: {
    zh: '隐患当前不在此环节，不能跳过或重复处理',
    en: 'the hazard is not at this step; steps cannot be skipped or repeated',
  },
  notYours: { zh: '只有该环节的处理人可以操作', en: 'only the people of this step may take it' },
  deadlinePast: { zh: '整改期限须晚于当前时间', en: 'the deadline must be in the future' },
  deadlineRequired: { zh: '请设置整改期限', en: 'please set the deadline' },
  noContract: {
    zh: '该维保单位与本单位没有有效的维保合同',
    en: 'this maintenance company has no contract in force with the unit',
  },
  notUnitUser: { zh: '请选择本单位人员', en: 'please choose a person of the unit' },
  planPoint: { zh: '平面图位置须同时给出横纵坐标并选择楼层', en: 'a plan point needs both coordinates and a floor' },
  resultRequired: { zh: '请选择复查结果', en: 'please choose the review result' },
  commentRequired: { zh: '请填写处理说明', en: 'please describe what was done' },
  photoRequired: {
    zh: '整改须上传至少一张照片作为整改证据',
    en: 'a rectification needs at least one photo as evidence',
  },
  separationOfDuties: {
    zh: '职责分离：重大隐患不能由其上报人或整改人复查、关闭，请由本单位其他审核人员处理',
    en: 'separation of duties: a major hazard is not reviewed or closed by the person who reported or rectified it; another examiner of the unit takes this step',
  },
} as const;

/**
 * A hazard's description in a language: one raised from a hidden-danger alarm (while nobody rewrote it) keeps the
 * alarm's type apart and is read with that type named in the reader's language, then the device and value. A type the
 * catalogue does not name (an integration's own) is shown as sent after the word for hidden danger.
 */
export const hazardDescription = (hazard: { description: string; alarm_type?: string | null }, lang: 'zh' | 'en') => {
  const type = hazard.alarm_type;
  if (!type) return hazard.description;
  const label = alarmTypeLabel(type, lang);
  const named = label !== type ? label : lang === 'en' ? `Hidden danger (${type})` : `隐患（${type}）`;
  return [named, hazard.description].filter(Boolean).join(' ');
};
