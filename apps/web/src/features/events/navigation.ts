import type { EventRecord } from './api';

/** Detail pages of /alarmdeal/detailsinfo/{page} (spec 000 §2). */
export const detailPages = [
  'fire',
  'fault',
  'yinhuan',
  'abnormal',
  'operation',
  'video',
  'normal',
  'componenthistory',
  'componentrepair',
  'firecock',
] as const;
export type DetailPage = (typeof detailPages)[number];

const pageByCategory: Record<string, DetailPage> = {
  fire: 'fire',
  fault: 'fault',
  abnormal: 'abnormal',
  operation: 'operation',
  yinhuan: 'yinhuan',
  video: 'video',
  firecock: 'firecock',
};

/** A list row opens the detail page of its category with the same query the alarm tip sends. */
export const detailTarget = (
  event: Pick<
    EventRecord,
    'id' | 'status_category' | 'company_id' | 'device_type' | 'component_id' | 'enum_device_model' | 'device_id'
  >,
  options: { returnTo?: string } = {},
) => {
  const query = new URLSearchParams({
    event_id: String(event.id),
    company_id: String(event.company_id),
    device_type: event.device_type ?? '',
    component_id: String(event.component_id ?? ''),
    device_model: event.enum_device_model ?? '',
    device_id: String(event.device_id ?? ''),
    returnAlarmdeal: 'true',
  });
  if (options.returnTo) query.set('return_to', options.returnTo);
  return `/alarmdeal/detailsinfo/${pageByCategory[event.status_category] ?? 'normal'}?${query}`;
};

/** The alarm-history tabs of a company (/company/historyalarm/{tab}) and the event category each lists. */
export const historyTabs = {
  fire_info: 'fire',
  fault_info: 'fault',
  abnormal_info: 'abnormal',
  operation_info: 'operation',
  service: 'fault',
} as const;
export type HistoryTab = keyof typeof historyTabs;
export const isHistoryTab = (value: string | undefined): value is HistoryTab =>
  value !== undefined && value in historyTabs;
