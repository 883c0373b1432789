import {
  TIMEOUTS,
  type ActiveShield,
  type BatchHandled,
  type ConfirmReason,
  type CreateShieldInput,
  type DeviceEventStats,
  type DeviceMergedRow,
  type Envelope,
  type EventDetail,
  type EventHandlingRecord,
  type EventRecord,
  type HandledEvent,
  type HeaderCount,
  type Page,
  type PeopleTreeNode,
  type RepairContractOption,
  type ShieldRecord,
  type UploadedFile,
  type StatusCategory,
} from '@fireline/shared';
import { api, ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { loadSession } from '../../lib/session';
import type { ListParams } from './list-query';

export type {
  ActiveShield,
  ConfirmReason,
  DeviceEventStats,
  DeviceMergedRow,
  EventDetail,
  EventHandlingRecord,
  EventRecord,
  HeaderCount,
  Page,
  PeopleTreeNode,
  RepairContractOption,
  ShieldRecord,
};

/** The handle-event payload of spec 000 §3; `event_id` is one id or a comma-joined batch (sent as event_ids). */
export type HandlePayload = {
  enum_confirm_type: number;
  confirm_desc: string;
  event_id: string;
  confirm_user_id: number;
  confirm_user_name: string;
  accept_end_time: string;
  is_confirm_history: 0 | 1;
  enum_confirm_reason?: number;
  annex_ids?: string[];
};

/** The repair-task payload of spec 000 §3 (spec 002 §3–4 for the task it creates). */
export type RepairPayload = {
  mt_task: {
    task_name: string;
    project_id: number;
    company_maint_id: number;
    company_cared_id: number;
    contract_id: number;
    enum_task_origin: { id: 3 };
    enum_task_type: { id: 2 };
    enum_task_status: { id: 1 };
    thing_id: number;
    thing_type: number | null;
    event_id: number;
    equip_id: -1;
    creater_id: number;
  };
  mt_task_confirm: { fault_desc: string };
};

const query = (params: ListParams) => params as Record<string, string | number | undefined>;

export const fetchEventList = (params: ListParams) => api.get('/api_proxy/event/event_list/', query(params));
export const fetchListHeaders = (params: ListParams) =>
  api.get(
    '/api_proxy/event/event_list_headers/',
    query({ ...params, status_category: undefined, page_no: undefined, page_size: undefined }),
  );
export const fetchShieldedList = (params: ListParams) => api.get('/api_proxy/event/event_shilter_list/', query(params));
export const fetchDeviceMerged = (params: ListParams) =>
  api.get('/api_proxy/event/list_merge_treats_v2/', query(params));

/** The record with its handlings (oldest first) and actions. */
export const fetchEvent = (eventId: number) => api.get('/api_proxy/event/info/', { event_id: eventId });
export const fetchDeviceStats = (deviceId: number) =>
  api.get('/api_proxy/event/event_count_with_7days/', { device_id: deviceId });
export const fetchDeviceEvents = (
  event: Pick<EventRecord, 'device_id' | 'component_id'> & { status_category?: string },
  page = { page_no: 0, page_size: 10 },
) =>
  api.get('/api_proxy/event/list_by_device/', {
    device_id: event.device_id ?? undefined,
    component_id: event.component_id ?? undefined,
    // A category as an event answered it (a string there); the server checks it against the catalogue.
    status_category: event.status_category as StatusCategory | undefined,
    ...page,
  });

/** One event is handled by PUT event/info; several at once by batch_confirm_event (all or nothing). */
export const handleEvents = (payload: HandlePayload): Promise<HandledEvent | BatchHandled> => {
  if (!payload.event_id.includes(',')) return api.put('/api_proxy/event/info/', payload);
  const { event_id: eventIds, ...rest } = payload;
  return api.put('/api_proxy/event/batch_confirm_event/', {
    ...rest,
    event_ids: eventIds.split(',').map(Number),
  });
};

export const fetchConfirmReasons = (params: {
  status_category: string;
  enum_confirm_type: number;
  enum_device_type?: string | null;
  enum_device_model?: string | null;
}) =>
  api.get('/api_proxy/enum_confirm_reason/info/', {
    status_category: params.status_category as StatusCategory,
    enum_confirm_type: params.enum_confirm_type,
    enum_device_type: params.enum_device_type ?? undefined,
    enum_device_model: params.enum_device_model ?? undefined,
  });

export const fetchPersonTree = (params: { company_id: number; company_type?: string }) =>
  api.get('/api_proxy/department/department_user_tree_list/', params);
export const fetchMaintOptions = (companyCaredId: number) =>
  api.get('/api_proxy/maint/contract/list_by_company_cared_id/', {
    company_cared_id: companyCaredId,
  });
/** Whether this event may still get a repair request (fault, button, no earlier successful application). */
export const fetchRepairCheck = (eventId: number) =>
  api.get('/api_proxy/maint/repair/check_apply/', { event_id: eventId }, { silent: true });
export const createRepairTask = (payload: RepairPayload) =>
  api.post('/api_proxy/maint/repair/info/', payload, { silent: true });
/** The repair tasks of an alarm (event_id) or of a component (thing_id): their progress on the alarm's detail. */
export const fetchAlarmRepairs = (query: { event_id?: number; thing_id?: number }) =>
  api.get('/api_proxy/maint/repair/list/', { ...query, page_no: 0, page_size: 50 }, { silent: true });

export const createShield = (payload: CreateShieldInput) => api.post('/api_proxy/shilter/info/', payload);
/** Shields in force in the caller's units (optionally one unit's), newest first. */
export const fetchActiveShields = (params: { company_id?: number; page_no: number; page_size: number }) =>
  api.get('/api_proxy/shilter/list/', params);
export const removeShield = (id: number) => api.delete('/api_proxy/shilter/info/', { id });

/** Who an SMS or call about the event may go to, and the alarm's text it will carry (the server writes the text). */
export const fetchEventPeople = (eventId: number) => api.get('/api_proxy/event/notify_people/', { event_id: eventId });

/** An SMS with the alarm's text to one of the event's people (a number from fetchEventPeople). */
export const sendSms = (params: { phone: string; event_id: number }) =>
  api.get('/send/sms_send', params, { timeoutMs: TIMEOUTS.sms, silent: true });

/** The voice gateway calls one of the event's people and reads the alarm text out (through the outbox, like SMS). */
export const callByVoice = (params: { phone: string; event_id: number }) =>
  api.get('/send/voice_send', params, { timeoutMs: TIMEOUTS.sms, silent: true });

/**
 * POST /upload/jupiter/{kind}: multipart with a `file` field (not a signed call; the session token rides along), filed
 * under the alarm's unit so the unit's people can see it.
 */
export const uploadImage = async (file: File, kind = 'handle_image', companyId?: number): Promise<UploadedFile> => {
  const form = new FormData();
  form.append('file', file);
  const session = loadSession();
  let response: Response;
  try {
    response = await fetch(`/upload/jupiter/${kind}${companyId ? `?company_id=${companyId}` : ''}`, {
      method: 'POST',
      body: form,
      headers: session ? { authorization: `token ${session.user.user_token}` } : {},
    });
  } catch {
    throw new ApiError(i18n.t('events.upload.network'), -2);
  }
  if (response.status !== 200) throw new ApiError(i18n.t('events.upload.failed'), -2);
  const body = (await response.json()) as Envelope<UploadedFile>;
  if (body.code !== 0) throw new ApiError(body.msg || i18n.t('events.upload.failed'), body.code);
  return body.data;
};

/** Units in the user's scope, searched by name (one page is enough for a filter's drop-down). */
export const fetchCompanyOptions = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });
export const fetchBuildingOptions = (companyId: number) =>
  api.get('/api_proxy/other/GetBuildingList', { company_id: companyId });
