/** A dot's colour by its device's state (devices.state / components.state): the legend lists them in this order. */
export const dotStates = ['alarm', 'fault', 'start', 'feedback', 'shield', 'normal'] as const;
export type DotState = (typeof dotStates)[number];

const colours: Record<DotState, string> = {
  alarm: '#f5222d',
  fault: '#fa8c16',
  start: '#722ed1',
  feedback: '#13c2c2',
  shield: '#8c8c8c',
  normal: '#1677ff',
};

/** An unknown or missing state is drawn as normal, the way the list shows it. */
export const dotStateOf = (state: string | null): DotState =>
  dotStates.includes(state as DotState) ? (state as DotState) : 'normal';
export const dotColour = (state: string | null) => colours[dotStateOf(state)];

const detailPageByStatus: Record<string, string> = {
  alarm: 'fire',
  fault: 'fault',
  abnormal: 'abnormal',
  yinhuan: 'yinhuan',
};

/** The alarm detail page of an event (spec 000 §2 detail routes), as the alarm tip opens it. */
export const alarmDetailPath = (alarm: { id: number; company_id: number; alarm_status: string }) =>
  `/alarmdeal/detailsinfo/${detailPageByStatus[alarm.alarm_status] ?? 'normal'}?${new URLSearchParams({ event_id: String(alarm.id), company_id: String(alarm.company_id) })}`;

/** The device (or component) page of a dot. */
export const dotDevicePath = (
  dot: { device_id: number | null; component_id: number | null },
  companyId: number | undefined,
) => {
  const query = new URLSearchParams({ company_id: companyId === undefined ? '' : String(companyId) });
  if (dot.component_id !== null) {
    query.set('device_id', String(dot.component_id));
    query.set('enum_device_class', 'component');
  } else query.set('device_id', String(dot.device_id ?? ''));
  return `/company/device/info?${query}`;
};
