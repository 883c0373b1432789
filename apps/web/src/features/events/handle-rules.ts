import { composePlace, isProcessedConfirmType, handlingTypesFor as sharedHandlingTypesFor } from '@fireline/shared';
import { formatEpoch } from '../../lib/site-time';
import type { EventRecord, HandlePayload, PeopleTreeNode, RepairContractOption, RepairPayload } from './api';

/** Spec 000 §5, §9. */
export const REMARK_MAX = 200;
export const SHIELD_REASON_MAX = 50;
export const SHIELD_DURATIONS = [12, 24, 36] as const;
export const SHIELD_CUSTOM_DEFAULT = 999;
export const HANDLING_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const CONFIRM_TYPE = { realFire: 1, misinformation: 2, fault: 3, test: 8, abnormal: 12 } as const;

/** Handling types by event category (spec 000 §4), the server's table: alarm 1/2/8, fault 3/2/8, the others 12/2/8. */
export const handlingTypesFor = (statusCategory: string): number[] => [...sharedHandlingTypesFor(statusCategory)];

/** Processed once anybody handled it, whatever the result (docs/alarms.md "Decisions"). */
export const isProcessed = isProcessedConfirmType;

/** Reasons are reloaded on a type change only for one event: a batch has no single device type and model. */
export const isSingleEventId = (eventId: string) => eventId !== '' && !eventId.includes(',');

/** The apply-repair box (spec 000 §4, §6): permission, type fault (3), a source event, no earlier successful application. */
export const canApplyRepair = (options: {
  hasPermission: boolean;
  confirmType?: number;
  statusCategory: string;
  eventId: string;
  isAlreadyApplied: boolean;
}) =>
  options.hasPermission &&
  options.statusCategory === 'fault' &&
  options.confirmType === CONFIRM_TYPE.fault &&
  isSingleEventId(options.eventId) &&
  !options.isAlreadyApplied;

/** Field errors of the deal-info dialog as i18n keys; empty when it may be submitted. */
export const dealErrors = (values: {
  confirmType?: number;
  remark?: string;
  isApplyRepair?: boolean;
  companyMaintId?: number;
}) => {
  const errors: Partial<Record<'confirmType' | 'remark' | 'companyMaintId', string>> = {};
  if (values.confirmType === undefined) errors.confirmType = 'events.deal.typeRequired';
  if ((values.remark ?? '').length > REMARK_MAX) errors.remark = 'events.deal.remarkOver';
  if (values.isApplyRepair && values.companyMaintId === undefined)
    errors.companyMaintId = 'events.repair.companyRequired';
  return errors;
};

/** Field errors of the "Apply for repair" dialog and the repair form (spec 000 §5). */
export const repairErrors = (values: { companyMaintId?: number; faultDesc?: string }) => {
  const errors: Partial<Record<'companyMaintId' | 'faultDesc', string>> = {};
  if (values.companyMaintId === undefined) errors.companyMaintId = 'events.repair.companyRequired';
  if (!values.faultDesc?.trim()) errors.faultDesc = 'events.repair.faultDescRequired';
  return errors;
};

/** The person tree refuses department nodes (spec 000 §5): 'please select a person'. */
export const personChoiceError = (node: Pick<PeopleTreeNode, 'type'> | undefined) =>
  node?.type === 'dept' ? 'events.deal.selectPerson' : undefined;

/** A department's sub-departments and people; a person has none. */
export const childrenOf = (node: PeopleTreeNode) => (node.type === 'dept' ? node.children : []);

export const findPerson = (
  nodes: PeopleTreeNode[],
  id: number,
  type: PeopleTreeNode['type'] = 'user',
): PeopleTreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id && node.type === type) return node;
    const found = findPerson(childrenOf(node), id, type);
    if (found) return found;
  }
  return undefined;
};

/** accept_end_time: year-month-day hour-minute-second (spec 000 §3), on the site's clock, which is how the server reads it. */
const formatDateTime = (date: Date) => formatEpoch(Math.floor(date.getTime() / 1000), 'YYYY-MM-DD HH:mm:ss');

export const buildHandlePayload = (options: {
  eventIds: number[];
  confirmType: number;
  reasonId?: number;
  remark?: string;
  processor: { id: number; name: string };
  isConfirmHistory: boolean;
  annexIds: string[];
  now: Date;
}): HandlePayload => ({
  enum_confirm_type: options.confirmType,
  confirm_desc: (options.remark ?? '').trim(),
  event_id: options.eventIds.join(','),
  confirm_user_id: options.processor.id,
  confirm_user_name: options.processor.name,
  accept_end_time: formatDateTime(options.now),
  is_confirm_history: options.isConfirmHistory ? 1 : 0,
  ...(options.reasonId !== undefined ? { enum_confirm_reason: options.reasonId } : {}),
  ...(options.annexIds.length ? { annex_ids: options.annexIds } : {}),
});

/** Building, floor and install address joined, each said once (spec 000 §4, composePlace). */
export const facilityAddress = (event: Pick<EventRecord, 'building' | 'floor' | 'anzhuang_address' | 'location'>) =>
  composePlace({
    building: event.building?.name,
    floor: event.floor?.name,
    position: event.anzhuang_address ?? event.location,
  });

/**
 * Where handling with apply-repair ticked leads (spec 000 §4): /vyborg/new?type=new with uid (the handler), company_maint_id,
 * equip_name and facility_address; event_id rides along so the form can link the task to its source event.
 */
export const repairFormTarget = (options: {
  uid: number;
  companyMaintId: number;
  event: Pick<EventRecord, 'id' | 'device_name' | 'building' | 'floor' | 'anzhuang_address' | 'location'>;
}) => {
  const query = new URLSearchParams({
    type: 'new',
    uid: String(options.uid),
    company_maint_id: String(options.companyMaintId),
    equip_name: options.event.device_name ?? '',
    facility_address: facilityAddress(options.event),
    event_id: String(options.event.id),
  });
  return `/vyborg/new?${query}`;
};

/** The nested mt_task payload (spec 000 §3): origin 3, type 2, status 1, equip_id -1, task name = device name + 'fault'. */
export const buildRepairPayload = (options: {
  event: Pick<EventRecord, 'id' | 'device_name' | 'thing_id' | 'system_type'>;
  option: RepairContractOption;
  faultDesc: string;
  createrId: number;
  faultWord: string;
}): RepairPayload => ({
  mt_task: {
    task_name: `${options.event.device_name ?? ''}${options.faultWord}`,
    project_id: options.option.project_id,
    company_maint_id: options.option.company_maint_id,
    company_cared_id: options.option.company_cared_id,
    contract_id: options.option.contract_id,
    enum_task_origin: { id: 3 },
    enum_task_type: { id: 2 },
    enum_task_status: { id: 1 },
    thing_id: options.event.thing_id,
    // mt_task.thing_type is the source's system type (spec 000 §3).
    thing_type: options.event.system_type ?? null,
    event_id: options.event.id,
    equip_id: -1,
    creater_id: options.createrId,
  },
  mt_task_confirm: { fault_desc: options.faultDesc.trim() },
});

/** Shield hours: a preset, or the custom value (999 by default). */
export const shieldHours = (choice: number | 'custom', customHours?: number) =>
  choice === 'custom' ? (customHours ?? SHIELD_CUSTOM_DEFAULT) : choice;

export const shieldErrors = (values: { reason?: string; choice?: number | 'custom'; customHours?: number }) => {
  const errors: Partial<Record<'reason' | 'customHours', string>> = {};
  const reason = values.reason?.trim() ?? '';
  if (!reason) errors.reason = 'events.shield.reasonRequired';
  else if (reason.length > SHIELD_REASON_MAX) errors.reason = 'events.shield.reasonOver';
  if (
    values.choice === 'custom' &&
    values.customHours !== undefined &&
    !(Number.isInteger(values.customHours) && values.customHours > 0)
  )
    errors.customHours = 'events.shield.customHours';
  return errors;
};
