import { hydrantAlarmTypes } from './hydrants';
/** Alarm categories, states and the GB/T 26875.3 status bits that raise them (spec 000 §3–4, protocol §3.4). */
export const statusCategories = ['fire', 'fault', 'abnormal', 'operation', 'yinhuan', 'video', 'firecock'] as const;
export type StatusCategory = (typeof statusCategories)[number];

/** alarm_status picks the detail page of an alarm-tip entry. */
export const alarmStatuses = ['alarm', 'fault', 'abnormal', 'normal', 'yinhuan'] as const;
export type AlarmStatus = (typeof alarmStatuses)[number];

/** Device and component states, worst first. */
export const deviceStates = ['alarm', 'fault', 'start', 'feedback', 'shield', 'normal'] as const;
export type DeviceState = (typeof deviceStates)[number];

export const worstState = (states: readonly DeviceState[]): DeviceState =>
  deviceStates.find((state) => states.includes(state)) ?? 'normal';

/** What a status bit means once set: the occurrence it opens, and the state it gives. */
export type StatusBitMeaning = {
  bit: number;
  alarmType: string;
  category: StatusCategory;
  alarmStatus: AlarmStatus;
  state: DeviceState;
  zh: string;
  en: string;
};

const meaning = (
  bit: number,
  alarmType: string,
  category: StatusCategory,
  state: DeviceState,
  zh: string,
  en: string,
): StatusBitMeaning => ({
  bit,
  alarmType,
  category,
  alarmStatus:
    category === 'fire' ? 'alarm' : category === 'fault' ? 'fault' : category === 'abnormal' ? 'abnormal' : 'normal',
  state,
  zh,
  en,
});

/** Component status word (type 2) bits 1–8; bit 0 (normal/test) and bit 7 (delay) open nothing. */
export const componentStatusBits: StatusBitMeaning[] = [
  meaning(1, 'fire_alarm', 'fire', 'alarm', '火警', 'Fire alarm'),
  meaning(2, 'fault', 'fault', 'fault', '故障', 'Fault'),
  meaning(3, 'shield', 'operation', 'shield', '屏蔽', 'Disabled (shielded)'),
  meaning(4, 'supervise', 'abnormal', 'normal', '监管', 'Supervisory'),
  meaning(5, 'start', 'operation', 'start', '启动', 'Started'),
  meaning(6, 'feedback', 'operation', 'feedback', '反馈', 'Feedback'),
  meaning(8, 'power_fault', 'fault', 'fault', '电源故障', 'Power fault'),
];

/** System status word (type 1): the component bits plus mains, backup power and bus faults, reset. */
export const systemStatusBits: StatusBitMeaning[] = [
  ...componentStatusBits.filter((item) => item.bit !== 8),
  meaning(8, 'mains_fault', 'fault', 'fault', '主电故障', 'Mains power fault'),
  meaning(9, 'backup_power_fault', 'fault', 'fault', '备电故障', 'Backup power fault'),
  meaning(10, 'bus_fault', 'fault', 'fault', '总线故障', 'Bus fault'),
];

/** Transmission device (用传) running status (type 21). */
export const deviceStatusBits: StatusBitMeaning[] = [
  meaning(1, 'fire_alarm', 'fire', 'alarm', '火警', 'Fire alarm'),
  meaning(2, 'fault', 'fault', 'fault', '故障', 'Fault'),
  meaning(3, 'mains_fault', 'fault', 'fault', '主电故障', 'Mains power fault'),
  meaning(4, 'backup_power_fault', 'fault', 'fault', '备电故障', 'Backup power fault'),
  meaning(5, 'link_fault', 'fault', 'fault', '与监控中心通信信道故障', 'Link to centre fault'),
  meaning(6, 'line_fault', 'fault', 'fault', '监测连接线路故障', 'Monitoring line fault'),
];

/** Operation flags (types 4 and 24): each set bit is one operation event, which never restores. */
export const operationBits: { bit: number; alarmType: string; zh: string; en: string }[] = [
  { bit: 0, alarmType: 'op_reset', zh: '复位', en: 'Reset' },
  { bit: 1, alarmType: 'op_silence', zh: '消音', en: 'Silence' },
  { bit: 2, alarmType: 'op_manual_alarm', zh: '手动报警', en: 'Manual alarm' },
  { bit: 3, alarmType: 'op_alarm_cleared', zh: '警情消除', en: 'Alarm cleared' },
  { bit: 4, alarmType: 'op_self_test', zh: '自检', en: 'Self-test' },
  { bit: 5, alarmType: 'op_acknowledge', zh: '确认', en: 'Acknowledge' },
  { bit: 6, alarmType: 'op_test', zh: '测试', en: 'Test' },
];

/** Transmission-device operation flags (type 24): bit 5 is the reply to a check-post (查岗应答). */
export const deviceOperationBits = operationBits.map((item) =>
  item.bit === 5 ? { bit: 5, alarmType: 'op_check_post_reply', zh: '查岗应答', en: 'Check-post reply' } : item,
);

/** The device-level "offline" occurrence raised by the scheduler. */
export const OFFLINE_ALARM_TYPE = 'offline';
/** Raised by the gateway when a second connection claims the address of a device that still answers. */
export const ADDRESS_CONFLICT_ALARM_TYPE = 'address_conflict';

/**
 * The spec's client constant (spec 000 §4: confirm types 0, 1, 3, 6, 7, 12 "unprocessed"), kept exactly as written.
 * Fireline does not use it for the processed state: an event is processed once anybody (or the timeout job) handled it,
 * so a real fire handled by an operator leaves the unprocessed queue (docs/alarms.md "Decisions"; see
 * `isProcessedConfirmType` and `UNHANDLED_CONFIRM_TYPE`).
 */
export const UNPROCESSED_CONFIRM_TYPES = [0, 1, 3, 6, 7, 12] as const;

/** The confirm type of an event nobody has handled yet: the one unprocessed state. */
export const UNHANDLED_CONFIRM_TYPE = 0;

/** Processed means handled, by a person (real fire, fault, abnormal, misreport, test) or by the timeout job. */
export const isProcessedConfirmType = (confirmType: number) => confirmType !== UNHANDLED_CONFIRM_TYPE;

const alarmTypeLabels: Record<string, { zh: string; en: string }> = Object.fromEntries(
  [...componentStatusBits, ...systemStatusBits, ...deviceStatusBits, ...operationBits, ...deviceOperationBits].map(
    (item) => [item.alarmType, { zh: item.zh, en: item.en }],
  ),
);
alarmTypeLabels[OFFLINE_ALARM_TYPE] = { zh: '设备离线', en: 'device offline' };
alarmTypeLabels[ADDRESS_CONFLICT_ALARM_TYPE] = { zh: '地址冲突(疑似冒充)', en: 'address conflict (possible impostor)' };
for (const item of hydrantAlarmTypes) alarmTypeLabels[item.alarmType] = { zh: item.zh, en: item.en };

/** Display text of an alarm type; types pushed by integrations that the table does not know show as sent. */
export const alarmTypeLabel = (alarmType: string, lang: 'zh' | 'en') => alarmTypeLabels[alarmType]?.[lang] ?? alarmType;

/** Channels besides the console a user can choose for alarm notifications. */
export const notificationChannels = ['app', 'sms', 'voice', 'email', 'wechat', 'webhook'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
