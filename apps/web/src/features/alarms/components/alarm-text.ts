import { alarmTypeLabel } from '@fireline/shared';
import type { AlarmEvent } from '../api';

/** One line describing an alarm, for an SMS or a title: unit, place, device, alarm type and time. */
export const alarmText = (event: Pick<AlarmEvent, 'company' | 'building' | 'floor' | 'location' | 'device_name' | 'alarm_type' | 'accept_time'>, lang: 'zh' | 'en') =>
  [event.company.name, [event.building?.name, event.floor?.name, event.location].filter(Boolean).join(' '), event.device_name, alarmTypeLabel(event.alarm_type, lang), event.accept_time]
    .filter((part) => part && String(part).trim())
    .join(' · ');
