import { z } from 'zod';
import { statusCategories } from './events';
import { idLike, langQueryField, zBigIdNumber } from './field-schemas';

/**
 * Handling events (spec 000 §3–§5, §9; docs/alarms.md): its constants, the spec's messages, and the request and answer
 * schemas of handling one event or a batch, the actions on an event (report to 119), the handling dialog's helpers
 * (reasons, focus level, SMS and calls to the event's people) and the repair request an alarm may raise.
 */

/** Handling types (enum_confirm_type) a category allows (spec 000 §4); categories not listed take the abnormal set. */
export const handlingTypesByCategory: Record<string, readonly number[]> = {
  fire: [1, 2, 8],
  fault: [3, 2, 8],
  abnormal: [12, 2, 8],
};
export const handlingTypesFor = (category: string) =>
  handlingTypesByCategory[category] ?? handlingTypesByCategory.abnormal!;

/** Confirm type the timeout job gives (the spec names no id for it); like every handling, it makes the event processed. */
export const TIMEOUT_CONFIRM_TYPE = 4;

/** enum_process_way ids. */
export const processWays = { manual: 1, timeout_auto: 2, ai_verification: 3, device_auto_verification: 4 } as const;
export type ProcessWayName = keyof typeof processWays;

/** enum_process_result id of a handling type (1 real fire, 2 fault, 3 abnormal, 4 misreport, 5 test). */
export const processResultOf: Record<number, number> = { 1: 1, 3: 2, 12: 3, 2: 4, 8: 5 };

export const HANDLING_REMARK_MAX = 200;
export const HANDLING_IMAGES_MAX = 2;
export const HANDLING_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BATCH_CONFIRM_MAX = 100;

/** The spec's messages (000 §5, §8), zh and en. */
export const eventMessages = {
  chooseAlarmType: { zh: '请选择告警类型', en: 'please choose alarm type' },
  textOverSize: { zh: '超出字数限制', en: 'text over size' },
  selectPerson: { zh: '请选择人员', en: 'please select a person' },
  selectAlarm: { zh: '请选择要处理的告警', en: 'please select the alarm to process' },
  typeNotForCategory: {
    zh: '该告警类别不能选择此处理类型',
    en: 'this handling type is not allowed for the alarm category',
  },
  tooManyImages: { zh: '最多上传2张图片', en: 'at most 2 images' },
  imageTooLarge: { zh: '图片不能超过2M', en: 'image larger than 2M' },
  unknownImage: { zh: '图片不存在', en: 'image not found' },
  unknownReason: { zh: '处理原因不存在', en: 'unknown confirm reason' },
  repairProcessing: {
    zh: '该报修单正在处理中，请勿重复提交',
    en: 'a repair order is already being processed, do not submit again',
  },
  repairNotFault: { zh: '只有故障告警可以申请报修', en: 'only a fault alarm can be sent for repair' },
  repairNoContract: { zh: '请选择维保单位', en: 'please select a maintenance company' },
  repairFaultDesc: { zh: '请输入故障描述', en: 'please enter the fault description' },
  smsLandline: { zh: '座机号码不能发送短信', en: 'SMS cannot be sent to a landline' },
  shieldReasonRequired: { zh: '请输入屏蔽原因', en: 'please enter the shield reason' },
  alreadyReported119: { zh: '已上报119指挥中心', en: 'already reported to the 119 command centre' },
  notEventPerson: { zh: '该号码不是此告警单位的联系人', en: 'not a number of this alarm’s people' },
  sendLimitMinute: { zh: '发送过于频繁，请一分钟后再试', en: 'too many SMS or calls this minute, try again later' },
  sendLimitDay: { zh: '今日短信和语音发送次数已达上限', en: 'the daily limit of SMS and calls is reached' },
} as const;

/** An event's id is a bigserial: up to 2⁵³−1. */
const eventIdLike = z.union([zBigIdNumber, z.string().regex(/^\d+$/).transform(Number).pipe(zBigIdNumber)]);
const flag = z.union([z.literal(0), z.literal(1), z.boolean().transform((value) => (value ? 1 : 0))]);
/** "YYYY-MM-DD HH:mm:ss" (the spec's accept_end_time) or epoch seconds. */
const dateTimeLike = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/),
  z.number().int().positive(),
]);

/** PUT event/info (spec 000 §3 "Handle-event payload"). Messages of the spec are checked by the server with their texts. */
export const handleEventBodySchema = z.object({
  event_id: eventIdLike,
  enum_confirm_type: z.number().int().min(0).max(99).nullable().optional(),
  confirm_desc: z.string().max(10_000).default(''),
  confirm_user_id: z
    .union([idLike, z.string().max(50)])
    .nullable()
    .optional(),
  confirm_user_type: z.string().max(20).optional(),
  confirm_user_name: z.string().max(50).optional(),
  accept_end_time: dateTimeLike.nullable().optional(),
  is_confirm_history: flag.default(0),
  enum_confirm_reason: idLike.nullable().optional(),
  annex_ids: z.array(z.string().max(100)).max(20).default([]),
  processing_way: z.enum(['manual', 'ai_verification', 'device_auto_verification']).default('manual'),
  report_119: flag.default(0),
});
export type HandleEventBody = z.infer<typeof handleEventBodySchema>;

export const batchConfirmBodySchema = handleEventBodySchema.omit({ event_id: true, report_119: true }).extend({
  event_ids: z
    .union([
      z.array(eventIdLike).max(BATCH_CONFIRM_MAX),
      z
        .string()
        .max(2000)
        .transform((value) => value.split(',').filter(Boolean).map(Number))
        .pipe(z.array(zBigIdNumber)),
    ])
    .default([]),
});
export type BatchConfirmBody = z.infer<typeof batchConfirmBodySchema>;

export const eventActionBodySchema = z.object({
  event_id: eventIdLike,
  action: z.literal('report_119'),
  remark: z.string().max(HANDLING_REMARK_MAX).default(''),
});

export const focusLevelBodySchema = z.object({
  device_id: idLike,
  focus_level: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
});

export const confirmReasonQuerySchema = z.object({
  ...langQueryField,
  status_category: z.enum(statusCategories),
  enum_confirm_type: z.coerce.number().int().min(0).max(99),
  enum_device_type: z.string().max(50).optional(),
  enum_device_model: z.string().max(50).optional(),
});

const enumId = z.union([idLike, z.object({ id: z.number().int() }).transform((value) => value.id)]);

/** POST maint/repair/info: the nested mt_task payload of spec 000 §3 / 002 §3. */
export const createRepairBodySchema = z.object({
  mt_task: z.object({
    task_name: z.string().trim().max(100).default(''),
    project_id: idLike.nullable().optional(),
    company_maint_id: idLike.nullable().optional(),
    company_cared_id: idLike.nullable().optional(),
    contract_id: idLike.nullable().optional(),
    enum_task_origin: enumId.optional(),
    enum_task_type: enumId.optional(),
    enum_task_status: enumId.optional(),
    thing_id: z
      .union([
        z.number().int(),
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number),
      ])
      .nullable()
      .optional(),
    thing_type: z
      .union([
        z.number().int(),
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number),
      ])
      .nullable()
      .optional(),
    event_id: eventIdLike.nullable().optional(),
    equip_id: z.number().int().optional(),
    creater_id: z.number().int().optional(),
    // A repair task made by hand (/vyborg/new?type=new, docs/maintenance.md "Repair tasks"): the fields of 002 §3.
    department_id: idLike.nullable().optional(),
    enum_task_level: enumId.optional(),
    equip_name: z.string().trim().max(100).default(''),
    facility_address: z.string().trim().max(200).default(''),
    remark: z.string().trim().max(200).default(''),
    related_part_user: z.array(z.number().int().min(1)).max(20).default([]),
    /** File ids of /upload/jupiter/attachment (at most 5). */
    attachments: z.array(z.string().trim().min(1).max(64)).max(5).default([]),
  }),
  mt_task_confirm: z
    .object({ fault_desc: z.string().trim().max(HANDLING_REMARK_MAX).default('') })
    .default({ fault_desc: '' }),
});
export type CreateRepairBody = z.infer<typeof createRepairBodySchema>;

/**
 * An SMS or voice call about an alarm (docs/alarms.md "SMS and voice"): to a number of the event's people, with the
 * alarm's own text. `content` is accepted for the spec's client and ignored: the server writes the text.
 */
export const smsSendQuerySchema = z.object({
  ...langQueryField,
  event_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  phone: z.string().trim().min(1).max(20),
  content: z.string().max(300).optional(),
});
export type SmsSendQuery = z.infer<typeof smsSendQuerySchema>;

/** Who the handling dialog may text or call about an event. */
export const eventPeopleQuerySchema = z.object({
  ...langQueryField,
  event_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** Where a person of an event comes from: a user of its unit, a contact of the unit's archive, the caller's colleague, a user of an organisation bound to the unit. */
export const eventPersonSources = ['unit_user', 'unit_contact', 'own_org', 'bound_org'] as const;
export type EventPersonSource = (typeof eventPersonSources)[number];
export const eventPersonSchema = z.object({
  person_id: z.string(),
  name: z.string(),
  phone: z.string(),
  source: z.enum(eventPersonSources),
  org_name: z.string(),
  can_sms: z.boolean(),
});
export type EventPerson = z.infer<typeof eventPersonSchema>;

/** The answer of event/notify_people: the people, and the text an SMS or call will carry. */
export const eventPeopleSchema = z.object({ list: z.array(eventPersonSchema), text: z.string() });
export type EventPeople = z.infer<typeof eventPeopleSchema>;

/** An SMS or call queued in the notification outbox (send/sms_send, send/voice_send). */
export const eventContactQueuedSchema = z.object({ id: z.number(), status: z.string() });
export type EventContactQueued = z.infer<typeof eventContactQueuedSchema>;

/** A person as an event's record names them (handler, submitter, operator). */
export const eventPersonRefSchema = z.object({ id: z.number(), name: z.string(), account: z.string() });

/** An action taken on an event (report to the 119 command centre): when, by whom, with what remark. */
export const eventActionRecordSchema = z.object({
  id: z.number(),
  action: z.string(),
  time: z.string(),
  operator: eventPersonRefSchema.nullable(),
  remark: z.string(),
});
export type EventActionRecord = z.infer<typeof eventActionRecordSchema>;

/** PUT event/event_info: the report to 119 as recorded. */
export const eventReportSchema = eventActionRecordSchema.extend({
  event_id: z.number(),
  operator: eventPersonRefSchema,
});
export type EventReport = z.infer<typeof eventReportSchema>;

/** PUT event/batch_confirm_event: the events handled (those asked for and, with is_confirm_history, earlier ones). */
export const batchHandledSchema = z.object({ handled_ids: z.array(z.number()), count: z.number() });
export type BatchHandled = z.infer<typeof batchHandledSchema>;

/** GET enum_confirm_reason/info: the reasons offered, the device type's or model's first, in the caller's language. */
export const confirmReasonSchema = z.object({ id: z.number(), reason: z.string() });
export type ConfirmReason = z.infer<typeof confirmReasonSchema>;
export const confirmReasonListSchema = z.array(confirmReasonSchema);

/** PUT device/focus_level: the level as set. */
export const focusLevelSchema = z.object({ device_id: z.number(), focus_level: z.number() });
