/** Texts of the shields in force (屏蔽列表) and the shield dialog's warning, merged into the locales by one line each. */
export const shieldsEnUS = {
  'shields.active.title': 'Shields in force',
  'shields.active.empty': 'No component or device is shielded',
  'shields.events.title': 'Alarms received while shielded',
  'shields.col.thing': 'Component / device',
  'shields.col.device': 'Device',
  'shields.col.company': 'Unit',
  'shields.col.place': 'Location',
  'shields.col.start': 'Shielded from',
  'shields.col.end': 'Shielded until',
  'shields.col.creater': 'Set by',
  'shields.col.reason': 'Reason',
  'shields.col.actions': 'Actions',
  'shields.lift': 'Lift shield',
  'shields.liftConfirm': 'Lift this shield? Its alarms are pushed again at once.',
  'shields.warning.component':
    'While the shield lasts, fire alarms and every other alarm of this component are NOT pushed to anyone (no tip, no sound): they are only recorded in the shielded list, until {{end}}.',
  'shields.warning.device':
    'While the shield lasts, fire alarms and every other alarm of this device are NOT pushed to anyone (no tip, no sound): they are only recorded in the shielded list, until {{end}}.',
} as const;

export type ShieldsMessageKey = keyof typeof shieldsEnUS;

export const shieldsZhCN: Record<ShieldsMessageKey, string> = {
  'shields.active.title': '屏蔽中',
  'shields.active.empty': '没有被屏蔽的部件或设备',
  'shields.events.title': '屏蔽期间收到的报警',
  'shields.col.thing': '部件 / 设备',
  'shields.col.device': '所属设备',
  'shields.col.company': '单位',
  'shields.col.place': '位置',
  'shields.col.start': '屏蔽开始',
  'shields.col.end': '屏蔽结束',
  'shields.col.creater': '屏蔽人',
  'shields.col.reason': '屏蔽原因',
  'shields.col.actions': '操作',
  'shields.lift': '解除屏蔽',
  'shields.liftConfirm': '确定解除该屏蔽？解除后其报警立即恢复推送。',
  'shields.warning.component':
    '屏蔽期间，该部件的火警及其他报警都不会推送给任何人（无弹窗、无声音），只记录在屏蔽列表中，直到 {{end}}。',
  'shields.warning.device':
    '屏蔽期间，该设备的火警及其他报警都不会推送给任何人（无弹窗、无声音），只记录在屏蔽列表中，直到 {{end}}。',
};
