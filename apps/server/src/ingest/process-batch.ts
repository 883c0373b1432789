import { HYDRANT_LOW_PRESSURE_ALARM } from '@fireline/shared';
import type { Tx } from '../db/client';
import { componentKeyOf, upsertComponents, type ComponentRow } from './component-upsert.repo';
import { applyToHydrant, lowPressureUuid, pressureReadingRow, readingsOf } from './hydrant-reports';
import { lockHydrantsOf, saveHydrants } from './hydrant-reports.repo';
import type { ComponentKey, DeviceRef, IngestItem, IngestResult } from './ingest-types';
import { recordOpenEvents, restoreOpenEvents, type Restore } from './open-events.repo';
import {
  insertEvents,
  insertReadings,
  insertReceipts,
  updateComponentStates,
  type NewEvent,
  type NewReading,
  type StoredEvent,
} from './process-batch.repo';
import { rollUpStates } from './roll-up.repo';
import { markShielded } from './shield-check';
import {
  bitsFor,
  DEVICE_COMPONENT_ADDRESS,
  diffFlags,
  operationBitsFor,
  stateOfFlags,
  SYSTEM_COMPONENT_ADDRESS,
} from './status-transitions';

export type { NewEvent, StoredEvent };

const componentOf = (item: IngestItem): { key: ComponentKey; name: string } | undefined => {
  switch (item.kind) {
    case 'component_status':
    case 'analog':
      return { key: item.component, name: item.component.description ?? '' };
    case 'event':
      return item.component ? { key: item.component, name: item.component.description ?? '' } : undefined;
    case 'system_status':
      return {
        key: {
          systemType: item.systemType,
          systemAddress: item.systemAddress,
          componentType: 0,
          componentAddress: SYSTEM_COMPONENT_ADDRESS,
        },
        name: '',
      };
    case 'device_status':
      return {
        key: { systemType: 0, systemAddress: 0, componentType: 0, componentAddress: DEVICE_COMPONENT_ADDRESS },
        name: '',
      };
    default:
      return undefined;
  }
};

const baseEvent = (item: IngestItem, device: DeviceRef, component: ComponentRow | undefined) => ({
  source: item.source,
  companyId: device.companyId,
  deviceId: device.id,
  componentId: component?.id ?? null,
  buildingId: component?.buildingId ?? device.buildingId,
  floorId: component?.floorId ?? device.floorId,
  areaId: component?.areaId ?? device.areaId,
  systemType: component?.systemType ?? null,
  deviceCode: device.deviceCode,
  deviceName: component?.name || device.name,
  deviceType: device.deviceType,
  deviceModel: device.deviceModel,
  deviceThingType: device.deviceThingType,
  location: component?.location ?? null,
  installAddress: device.installAddress,
  acceptTime: item.occurredAt,
  raw: item.raw ?? null,
});

/**
 * One transaction's work for a batch: receipts (idempotency), components and their flags, new occurrences,
 * restores, readings, hydrants of the batch's devices, device liveness and the roll-up of the worst state.
 * Returns what was stored.
 */
export const processBatch = async (
  tx: Tx,
  items: IngestItem[],
  options: { beforeInsert?: (rows: NewEvent[]) => Promise<void> } = {},
) => {
  const receiptUuids = [...new Set(items.filter((item) => item.kind !== 'heartbeat').map((item) => item.uuid))];
  const fresh = await insertReceipts(tx, receiptUuids);
  const accepted = items.filter((item) => item.kind === 'heartbeat' || fresh.has(item.uuid));
  // A uuid repeated inside one batch counts once.
  const seen = new Set<string>();
  const unique = accepted.filter((item) => item.kind === 'heartbeat' || (!seen.has(item.uuid) && seen.add(item.uuid)));

  const wanted = new Map<string, { device: DeviceRef; key: ComponentKey; name: string }>();
  for (const item of unique) {
    const component = componentOf(item);
    if (component) wanted.set(componentKeyOf(item.device.id, component.key), { device: item.device, ...component });
  }
  const componentRows = await upsertComponents(tx, wanted);
  // A device that now describes a component differently (new description) renames it, here and in its events.
  const renamedKeys = new Set<string>();
  for (const [key, row] of componentRows) {
    const name = wanted.get(key)?.name;
    if (name && name !== row.name) {
      row.name = name;
      renamedKeys.add(key);
    }
  }
  const flags = new Map([...componentRows].map(([key, row]) => [key, row.activeFlags]));
  const hydrantsByDevice = await lockHydrantsOf(tx, [...new Set(unique.map((item) => item.device.id))]);

  const newEvents: NewEvent[] = [];
  const eventUuidsByItem = new Map<string, string[]>();
  const restores: Restore[] = [];
  const readingRows: NewReading[] = [];
  const addEvent = (item: IngestItem, row: NewEvent) => {
    newEvents.push(row);
    eventUuidsByItem.set(item.uuid, [...(eventUuidsByItem.get(item.uuid) ?? []), row.uuid]);
  };

  for (const item of unique) {
    const component = componentOf(item);
    const row = component ? componentRows.get(componentKeyOf(item.device.id, component.key)) : undefined;
    if (item.kind === 'component_status' || item.kind === 'system_status' || item.kind === 'device_status') {
      const meanings = bitsFor(item.kind);
      const previous = flags.get(row!.key) ?? 0;
      const { opened, restored } = diffFlags(meanings, previous, item.flags);
      for (const bit of opened) {
        addEvent(item, {
          ...baseEvent(item, item.device, row),
          uuid: `${item.uuid}#${bit.bit}`,
          statusCategory: bit.category,
          alarmStatus: bit.alarmStatus,
          alarmType: bit.alarmType,
        });
      }
      for (const bit of restored)
        restores.push({
          deviceId: item.device.id,
          componentId: row!.id,
          alarmType: bit.alarmType,
          at: item.occurredAt,
        });
      flags.set(row!.key, item.flags);
      row!.state = stateOfFlags(meanings, item.flags);
    } else if (item.kind === 'operation') {
      for (const bit of operationBitsFor(item.systemType === null)) {
        if ((item.flags & (1 << bit.bit)) === 0) continue;
        addEvent(item, {
          ...baseEvent(item, item.device, undefined),
          systemType: item.systemType,
          uuid: `${item.uuid}#op${bit.bit}`,
          statusCategory: 'operation',
          alarmStatus: 'normal',
          alarmType: bit.alarmType,
          alarmValue: String(item.operatorNo),
          // An operation is an instant: it never stays open.
          restoreTime: item.occurredAt,
        });
      }
    } else if (item.kind === 'analog') {
      readingRows.push({
        uuid: item.uuid,
        companyId: item.device.companyId,
        deviceId: item.device.id,
        componentId: row?.id ?? null,
        analogType: item.analogType,
        value: item.value,
        unit: item.unit,
        measuredAt: item.occurredAt,
      });
    } else if (item.kind === 'event') {
      if (item.isRecovery) {
        restores.push({
          deviceId: item.device.id,
          componentId: row?.id ?? null,
          alarmType: item.alarmType,
          at: item.occurredAt,
        });
      } else {
        addEvent(item, {
          ...baseEvent(item, item.device, row),
          uuid: item.uuid,
          statusCategory: item.category,
          alarmStatus: item.alarmStatus,
          alarmType: item.alarmType,
          alarmValue: item.alarmValue ?? null,
          location: item.location ?? row?.location ?? null,
        });
      }
    }
    const reported = readingsOf(item);
    const pressureRow = reported && pressureReadingRow(item, reported);
    if (pressureRow) readingRows.push(pressureRow);
    const hydrant = hydrantsByDevice.get(item.device.id);
    const transition = hydrant && applyToHydrant(hydrant, item);
    if (transition?.kind === 'open') {
      addEvent(item, {
        ...baseEvent(item, item.device, undefined),
        uuid: lowPressureUuid(item),
        statusCategory: 'firecock',
        alarmStatus: 'alarm',
        alarmType: HYDRANT_LOW_PRESSURE_ALARM,
        alarmValue: `${transition.pressure}MPa`,
      });
    } else if (transition?.kind === 'restore') {
      restores.push({
        deviceId: item.device.id,
        componentId: null,
        alarmType: HYDRANT_LOW_PRESSURE_ALARM,
        at: item.occurredAt,
      });
    }
  }

  await markShielded(tx, newEvents);
  // Fields decided from the rows themselves (the assignee) go in with the insert: updating a fresh row rewrites it and
  // every index entry of it.
  if (newEvents.length) await options.beforeInsert?.(newEvents);
  const stored = await insertEvents(tx, newEvents);
  // Open before restoring: a recovery later in the batch closes an occurrence this batch opened.
  await recordOpenEvents(tx, stored);
  await restoreOpenEvents(tx, restores);
  await insertReadings(tx, readingRows);
  await saveHydrants(tx, hydrantsByDevice.values());

  const changed = [...componentRows.values()].filter((row) => flags.get(row.key) !== row.activeFlags);
  const touched = [...componentRows.values()].filter(
    (row) => flags.get(row.key) !== row.activeFlags || renamedKeys.has(row.key),
  );
  await updateComponentStates(
    tx,
    touched.map((row) => ({ id: row.id, flags: flags.get(row.key)!, state: row.state, name: row.name })),
  );
  // What the scheduler records (offline) is not a sign of life from the device.
  const deviceIds = [...new Set(unique.filter((item) => item.source !== 'scheduler').map((item) => item.device.id))];
  const cameOnline = await rollUpStates(tx, { deviceIds, changedComponents: changed, touchedAt: new Date() });

  const uniqueItems = new Set(unique);
  const results: IngestResult[] = items.map((item) => {
    const eventUuids = new Set(eventUuidsByItem.get(item.uuid) ?? []);
    return {
      uuid: item.uuid,
      isDuplicate: !uniqueItems.has(item),
      eventIds: stored.filter((event) => eventUuids.has(event.uuid)).map((event) => event.id),
    };
  });
  return { stored, results, cameOnline };
};
