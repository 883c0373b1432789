import {
  EVENT_MSG_TYPE,
  RT_EVENT_CONFIRM_MSG_TYPE,
  type EventConfirmPush,
  type EventPush,
  type EventPushBody,
  type RtEventConfirm,
} from '@fireline/shared';

/** What the server pushes for a fire alarm of a smoke detector in 华鼎国际大厦 (event 41), with the fields overridden. */
export const buildEventPush = (body: Partial<EventPushBody> = {}, confirm: Partial<RtEventConfirm> = {}): EventPush => {
  const msgBody: EventPushBody = {
    title: '华鼎国际大厦',
    content: '3层 烟感 fire_alarm',
    seq_id: 41,
    event_id: 41,
    uuid: 'gb:100001:abc:0',
    accept_time: '2026-11-22 10:35:08',
    receive_time: '2026-11-22 10:35:08',
    alarm_status: 'alarm',
    status_category: 'fire',
    alarm_type: 'fire_alarm',
    alarm_value: null,
    confirm_type: 0,
    assignee_id: null,
    thing_id: 99,
    thing_type: 'info_device_component',
    product_name: '3层 烟感',
    company_id: 2,
    company_name: '华鼎国际大厦',
    building_id: 1,
    building_name: 'A 座',
    floor_id: 5,
    floor_name: 'F3',
    area_id: null,
    device_id: 7,
    device_code: 'UITD-0007',
    device_type: 'uitd',
    device_type_id: 'uitd',
    device_model: 'FL-UITD-1',
    device_thing_id: 7,
    device_thing_type: 10001,
    device_type_class: 'info_device_component',
    component_id: 99,
    system_type: 1,
    specific: '3层 烟感',
    ...body,
  };
  return {
    msg_type: EVENT_MSG_TYPE,
    msg_body: msgBody,
    rt_event_confirm: {
      accept_time: msgBody.accept_time,
      thing_id: msgBody.thing_id,
      thing_type: msgBody.thing_type,
      uuid: msgBody.uuid,
      event_id: msgBody.event_id,
      enum_confirm_type: { id: msgBody.confirm_type },
      ...confirm,
    },
  };
};

/** What the server pushes to every operator once event `confirm.event_id` (41) is handled. */
export const buildConfirmPush = (
  confirm: Partial<RtEventConfirm> = {},
  body: Partial<EventConfirmPush['msg_body']> = {},
): EventConfirmPush => ({
  msg_type: RT_EVENT_CONFIRM_MSG_TYPE,
  msg_body: { event_id: 41, uuid: 'gb:100001:abc:0', status_category: 'fire', company_id: 2, ...body },
  rt_event_confirm: {
    accept_time: '2026-11-22 10:35:08',
    thing_id: 99,
    thing_type: 'info_device_component',
    uuid: 'gb:100001:abc:0',
    event_id: 41,
    enum_confirm_type: { id: 1 },
    ...confirm,
  },
});
