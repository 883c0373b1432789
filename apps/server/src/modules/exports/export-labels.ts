import { statusCategoryLabels as categoryNames, type Lang } from '@fireline/shared';

type Labels = Record<string, { zh: string; en: string }>;

/** Enum values are stored as keys and translated when shown (docs/conventions: never stored as text). */
export const categoryLabels: Labels = {
  key_unit: { zh: '重点单位', en: 'Key unit' },
  small_venue: { zh: '小型场所', en: 'Small-scale venue' },
  family: { zh: '家庭', en: 'Family' },
  micro_station: { zh: '微型消防站', en: 'Micro fire station' },
  control_room: { zh: '消防控制室', en: 'Fire control room' },
  nine_type: { zh: '九小场所', en: 'Nine-type venue' },
};

export const stateLabels: Labels = {
  normal: { zh: '正常', en: 'Normal' },
  alarm: { zh: '火警', en: 'Alarm' },
  fault: { zh: '故障', en: 'Fault' },
  start: { zh: '启动', en: 'Start' },
  feedback: { zh: '反馈', en: 'Feedback' },
  shield: { zh: '屏蔽', en: 'Shielded' },
};

/** The contract's category names; an exported row says "Fire alarm" where a chart's legend says "Fire". */
export const statusCategoryLabels: Labels = { ...categoryNames, fire: { zh: '火警', en: 'Fire alarm' } };

export const thingTypeLabels: Labels = {
  '10001': { zh: '用户信息传输装置', en: 'User information transmission device' },
  '10009': { zh: '网关', en: 'Gateway' },
  '10010': { zh: '基站', en: 'Base station' },
};

/** Device classes other than transmission devices (whose thing type says more). */
export const deviceClassLabels: Labels = {
  alonedevice: { zh: '独立设备', en: 'Independent device' },
  alarmer: { zh: '控制器', en: 'Controller' },
  component: { zh: '部件', en: 'Component' },
  video: { zh: '摄像机', en: 'Camera' },
};

export const yesNo = (value: boolean, lang: Lang) =>
  value ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';

export const label = (labels: Labels, value: string | number | null | undefined, lang: Lang) => {
  if (value === null || value === undefined) return null;
  return labels[String(value)]?.[lang] ?? String(value);
};
