import {
  alarmTypeLabel,
  deviceTypeLabel,
  isProcessedConfirmType,
  processResultOf,
  type EventDetail,
  type EventRecord,
  type Lang,
} from '@fireline/shared';
import { presentShield, type ShieldRow } from '../shields';
import type { HistoryRows, RecordRow } from './event-records.repo';
import type { SiteTime } from '../../core/site-time';

/** Names of the code tables the record answers with (enum_confirm_type, enum_process_way, enum_process_result). */
const confirmTypeNames: Record<number, { zh: string; en: string }> = {
  0: { zh: '未处理', en: 'unprocessed' },
  1: { zh: '真实火警', en: 'real fire' },
  2: { zh: '误报', en: 'misinformation' },
  3: { zh: '故障', en: 'fault' },
  4: { zh: '超时自动处理', en: 'processed automatically after timeout' },
  8: { zh: '测试', en: 'test' },
  12: { zh: '异常', en: 'abnormal' },
};
const processWayNames: Record<number, { id: string; zh: string; en: string }> = {
  1: { id: 'manual', zh: '人工处理', en: 'manual' },
  2: { id: 'timeout_auto', zh: '超时自动处理', en: 'timeout auto' },
  3: { id: 'ai_verification', zh: 'AI核验', en: 'AI verification' },
  4: { id: 'device_auto_verification', zh: '设备自动核验', en: 'device auto verification' },
};
const processResultNames: Record<number, { zh: string; en: string }> = {
  1: { zh: '真实火警', en: 'real fire' },
  2: { zh: '故障', en: 'fault' },
  3: { zh: '异常', en: 'abnormal' },
  4: { zh: '误报', en: 'misreport' },
  5: { zh: '测试', en: 'test' },
};

export const confirmTypeName = (id: number, lang: Lang) => confirmTypeNames[id]?.[lang] ?? String(id);
const processWay = (id: number | null, lang: Lang) =>
  id && processWayNames[id] ? { id: processWayNames[id].id, name: processWayNames[id][lang] } : null;
const dealResult = (id: number | null | undefined, lang: Lang) =>
  id && processResultNames[id] ? { id, name: processResultNames[id][lang] } : null;
const named = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
export const fileItem = (id: string) => ({ file_id: id, absolute_path: `/files/${id}` });

/**
 * The component that raised an event, named as itself (issue 15 §6): its GB/T 26875.3 type, and its loop and number
 * (the high and low halves of its address, as the component import writes them), beside the device that reported it.
 */
const presentComponent = (row: RecordRow, lang: Lang): EventRecord['component'] => {
  const e = row.event;
  if (!e.componentId || row.componentType === null || row.componentAddress === null) return null;
  return {
    id: e.componentId,
    name: row.componentName || e.deviceName,
    type: row.componentType,
    type_name: deviceTypeLabel(String(row.componentType), lang) ?? String(row.componentType),
    loop: Math.floor(row.componentAddress / 65_536),
    number: row.componentAddress % 65_536,
  };
};

/** The alarm event record of spec 000 §3, field names as the spec writes them (docs/alarms.md). */
/** What presenting a record needs: the caller's language and the site's clock. */
export type Presentation = { lang: Lang; siteTime: SiteTime };

const timeText = (siteTime: SiteTime, date: Date | null) => (date ? siteTime.format(date) : null);

export const presentRecord = (
  row: RecordRow,
  { lang, siteTime }: Presentation,
  shieldsByThing?: Map<string, ShieldRow>,
): EventRecord => {
  const e = row.event;
  const shield =
    shieldsByThing?.get(e.componentId ? `component:${e.componentId}` : `device:${e.deviceId}`) ??
    shieldsByThing?.get(`device:${e.deviceId}`);
  const raw = (e.raw ?? {}) as { screenshot_ids?: string[] };
  const isHandled = e.enumConfirmType !== 0;
  return {
    id: e.id,
    event_id: e.id,
    uuid: e.uuid,
    device_id: e.deviceId,
    device_code: e.deviceCode,
    device_name: e.deviceName,
    device_type: e.deviceType,
    enum_device_model: e.deviceModel,
    device_thing_type: e.deviceThingType,
    /** The reporting device as itself (device_name names the component when one raised the event). */
    device: {
      id: e.deviceId,
      name: row.deviceOwnName ?? e.deviceName,
      code: row.deviceOwnCode ?? e.deviceCode,
      type: e.deviceType,
      type_name: deviceTypeLabel(e.deviceType, lang) ?? null,
    },
    component: presentComponent(row, lang),
    component_id: e.componentId,
    thing_id: e.componentId ?? e.deviceId,
    thing_type: e.componentId ? 'info_device_component' : 'info_device',
    company: { id: e.companyId, name: row.companyName ?? '' },
    building: named(e.buildingId, row.buildingName),
    floor: named(e.floorId, row.floorName),
    area: named(e.areaId, row.areaName),
    company_id: e.companyId,
    building_id: e.buildingId,
    floor_id: e.floorId,
    area_id: e.areaId,
    location: e.location,
    anzhuang_address: e.installAddress,
    status_category: e.statusCategory,
    alarm_status: e.alarmStatus,
    alarm_type: e.alarmType,
    alarm_type_name: alarmTypeLabel(e.alarmType, lang),
    alarm_value: e.alarmValue,
    system_type: e.systemType,
    receive_time: siteTime.format(e.receiveTime),
    accept_time: siteTime.format(e.acceptTime),
    accept_end_time: isHandled ? timeText(siteTime, e.acceptEndTime) : null,
    restore_time: timeText(siteTime, e.restoreTime),
    enum_confirm_type: { id: e.enumConfirmType, name: confirmTypeName(e.enumConfirmType, lang) },
    status: isProcessedConfirmType(e.enumConfirmType),
    confirm_user: e.confirmUserId
      ? { id: e.confirmUserId, name: row.confirmUserName ?? '', account: row.confirmUserAccount ?? '' }
      : null,
    deal_result: isHandled ? dealResult(processResultOf[e.enumConfirmType], lang) : null,
    processing_way: processWay(e.processWay, lang),
    enum_confirm_reason: e.confirmReasonId
      ? { id: e.confirmReasonId, reason: (lang === 'en' ? row.reasonEn : row.reason) ?? '' }
      : null,
    confirm_desc: e.confirmDesc ?? '',
    screenshot_list: (raw.screenshot_ids ?? []).map(fileItem),
    annex_list: (e.annexIds ?? []).map(fileItem),
    focus_level: row.focusLevel ?? 0,
    is_shielded: e.isShielded,
    shield: shield ? presentShield(shield) : null,
  };
};

/** The whole handling history and the actions of one event, oldest first. */
export const presentHistory = (
  { handlings, actions }: HistoryRows,
  { lang, siteTime }: Presentation,
): Pick<EventDetail, 'handlings' | 'actions'> => ({
  handlings: handlings.map(({ h, ...row }) => ({
    id: h.id,
    enum_confirm_type: { id: h.enumConfirmType, name: confirmTypeName(h.enumConfirmType, lang) },
    deal_result: dealResult(h.processResult, lang),
    processing_way: processWay(h.processWay, lang),
    enum_confirm_reason: h.confirmReasonId
      ? { id: h.confirmReasonId, reason: (lang === 'en' ? row.reasonEn : row.reason) ?? '' }
      : null,
    confirm_desc: h.confirmDesc,
    annex_list: h.annexIds.map(fileItem),
    confirm_user: h.confirmUserId
      ? { id: h.confirmUserId, name: row.handlerName ?? '', account: row.handlerAccount ?? '' }
      : null,
    operator: h.operatorId
      ? { id: h.operatorId, name: row.submitter ?? '', account: row.submitterAccount ?? '' }
      : null,
    accept_end_time: siteTime.format(h.acceptEndTime),
    created_at: siteTime.format(h.createdAt),
    is_confirm_history: h.isConfirmHistory,
  })),
  actions: actions.map(({ a, name, account }) => ({
    id: a.id,
    action: a.action,
    time: siteTime.format(a.createdAt),
    operator: a.operatorId ? { id: a.operatorId, name: name ?? '', account: account ?? '' } : null,
    remark: a.remark,
  })),
});
