import { EVENT_MSG_TYPE, HYDRANT_EQUIPMENT_NAME, type EventPush } from '@fireline/shared';
import type { SiteTime } from '../core/site-time';
import type { PlaceNames as NotifiedPlaces } from '../notify/enqueue';
import type { StoredEvent } from './process-batch';

/** A hydrant monitored by an event's device (keyed by device id): what the hydrant variant of the alarm tip names. */
export type HydrantOfDevice = { id: number; number: string; address: string | null };
/** The places' names a batch's pushes name, and the hydrants its hydrant alarms name. */
export type PlaceNames = NotifiedPlaces & { hydrants?: Map<number, HydrantOfDevice> };

/** Hydrant entries of the alarm tip add the hydrant's address, number, id and the fixed name (spec 000 §3). */
const hydrantFields = (event: StoredEvent, hydrant: HydrantOfDevice | undefined) =>
  hydrant
    ? {
        address: hydrant.address ?? event.installAddress,
        equipment_id: hydrant.id,
        equipment_number: hydrant.number,
        equipment_name: HYDRANT_EQUIPMENT_NAME.zh,
      }
    : {
        address: event.installAddress,
        equipment_id: event.deviceId,
        equipment_number: event.deviceCode,
        equipment_name: HYDRANT_EQUIPMENT_NAME.zh,
      };

/** The pushed message of spec 000 §3 for one committed event: everything the alarm tip entry is built from. */
export const buildEventMessage = (event: StoredEvent, names: PlaceNames, siteTime: SiteTime): EventPush => {
  const acceptTime = siteTime.format(event.acceptTime);
  const isHydrant = event.statusCategory === 'firecock';
  const thingId = event.componentId ?? event.deviceId;
  const thingType = event.componentId ? 'info_device_component' : 'info_device';
  const companyName = names.companies.get(event.companyId) ?? '';
  return {
    msg_type: EVENT_MSG_TYPE,
    msg_body: {
      title: companyName,
      content: `${event.deviceName} ${event.alarmType}`,
      seq_id: event.id,
      event_id: event.id,
      uuid: event.uuid,
      accept_time: acceptTime,
      receive_time: siteTime.format(event.receiveTime),
      status_category: event.statusCategory,
      alarm_status: event.alarmStatus,
      alarm_type: event.alarmType,
      alarm_value: event.alarmValue,
      confirm_type: event.enumConfirmType,
      assignee_id: event.assigneeId,
      thing_id: thingId,
      thing_type: thingType,
      product_name: event.deviceName,
      device_id: event.deviceId,
      device_code: event.deviceCode,
      device_model: event.deviceModel,
      device_type: event.deviceType,
      device_type_id: event.deviceType,
      device_thing_id: event.deviceId,
      device_thing_type: event.deviceThingType,
      device_type_class: isHydrant ? 'firecock' : event.statusCategory === 'video' ? 'video' : 'info_device_component',
      component_id: event.componentId,
      system_type: event.systemType,
      specific: event.location ?? event.installAddress ?? '',
      company_id: event.companyId,
      company_name: companyName,
      building_id: event.buildingId,
      building_name: event.buildingId ? (names.buildings.get(event.buildingId) ?? '') : '',
      floor_id: event.floorId,
      floor_name: event.floorId ? (names.floors.get(event.floorId) ?? '') : '',
      area_id: event.areaId,
      ...(isHydrant ? hydrantFields(event, names.hydrants?.get(event.deviceId)) : {}),
    },
    rt_event_confirm: {
      accept_time: acceptTime,
      thing_id: thingId,
      thing_type: thingType,
      uuid: event.uuid,
      event_id: event.id,
      enum_confirm_type: { id: event.enumConfirmType },
    },
  };
};
