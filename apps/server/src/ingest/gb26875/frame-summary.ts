import {
  alarmTypeLabel,
  componentStatusBits,
  deviceOperationBits,
  deviceStatusBits,
  operationBits,
  systemStatusBits,
  type StatusBitMeaning,
} from '@fireline/shared';
import { decodeAdu, parseFrame, type AduObject, type DecodedAdu } from '@fireline/gb26875';

type Lang = 'zh' | 'en';
const FIRE_BIT = 1 << 1;

const objectTypeNames: Record<number, [string, string]> = {
  1: ['系统状态', 'system status'],
  2: ['部件状态', 'component status'],
  3: ['部件模拟量', 'analog value'],
  4: ['操作信息', 'operation'],
  5: ['系统软件版本', 'system software version'],
  6: ['系统配置', 'system configuration'],
  7: ['部件配置', 'component configuration'],
  8: ['系统时间', 'system time'],
  21: ['用传运行状态', 'device status'],
  24: ['用传操作信息', 'device operation'],
  25: ['用传软件版本', 'device software version'],
  26: ['用传配置', 'device configuration'],
  28: ['用传时间', 'device time'],
};

const setBits = (meanings: { bit: number; alarmType: string }[], word: number, lang: Lang) =>
  meanings.filter((item) => (word & (1 << item.bit)) !== 0).map((item) => alarmTypeLabel(item.alarmType, lang));

const statusText = (meanings: StatusBitMeaning[], word: number, lang: Lang) =>
  setBits(meanings, word, lang).join(lang === 'zh' ? '、' : ', ') || (lang === 'zh' ? '正常' : 'normal');

const describeObject = (object: AduObject, lang: Lang): string => {
  switch (object.type) {
    case 1:
      return statusText(systemStatusBits, object.status, lang);
    case 2:
      return `${object.systemAddress}-${object.componentAddress} ${object.description}: ${statusText(componentStatusBits, object.status, lang)}`.trim();
    case 3:
      return `${object.systemAddress}-${object.componentAddress} ${object.value}${object.unit}`;
    case 4:
      return setBits(operationBits, object.flags, lang).join(lang === 'zh' ? '、' : ', ');
    case 21:
      return statusText(deviceStatusBits, object.status, lang);
    case 24:
      return setBits(deviceOperationBits, object.flags, lang).join(lang === 'zh' ? '、' : ', ');
    default:
      return '';
  }
};

const isFireObject = (object: AduObject) =>
  (object.type === 1 || object.type === 2) && (object.status & FIRE_BIT) !== 0;

/** True when a decoded ADU reports a fire alarm (a system or component status word with the fire bit set). */
export const reportsFire = (decoded: DecodedAdu) => decoded.kind === 'objects' && decoded.objects.some(isFireObject);

/** One line for people: what a kept GB/T 26875.3 frame said, in the caller's language. */
export const summariseGbFrame = (hex: string, lang: Lang): { summary: string; isFire: boolean } => {
  const parsed = parseFrame(Buffer.from(hex, 'hex'));
  if (!('frame' in parsed))
    return {
      summary: lang === 'zh' ? `无法解析的帧（${parsed.error}）` : `unreadable frame (${parsed.error})`,
      isFire: false,
    };
  const decoded = decodeAdu(parsed.frame.adu);
  if (decoded.kind === 'heartbeat') return { summary: lang === 'zh' ? '心跳' : 'heartbeat', isFire: false };
  const [zh, en] = objectTypeNames[decoded.type] ?? [`类型 ${decoded.type}`, `type ${decoded.type}`];
  const name = lang === 'zh' ? zh : en;
  if (decoded.kind === 'raw') return { summary: `${name}: ${decoded.reason}`, isFire: false };
  const details = decoded.objects.map((object) => describeObject(object, lang)).filter(Boolean);
  return { summary: details.length ? `${name}: ${details.join('; ')}` : name, isFire: reportsFire(decoded) };
};

/** The same for a pushed (HTTP / MQTT) message: its category and alarm type, or its readings. */
export const summarisePushed = (message: Record<string, unknown>, lang: Lang): { summary: string; isFire: boolean } => {
  const alarmType = typeof message.alarm_type === 'string' ? message.alarm_type : undefined;
  const isRecovery = message.is_recovery === true;
  if (!alarmType) return { summary: lang === 'zh' ? '读数上报' : 'readings', isFire: false };
  const label = alarmTypeLabel(alarmType, lang);
  return {
    summary: isRecovery ? `${label} ${lang === 'zh' ? '恢复' : 'restored'}` : label,
    isFire: message.status_category === 'fire' && !isRecovery,
  };
};
