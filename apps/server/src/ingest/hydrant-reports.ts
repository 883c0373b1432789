import { HYDRANT_LOW_PRESSURE_ALARM, hydrantAlarmTypes, senseTypes, type HydrantStatusKey } from '@fireline/shared';
import type { readings } from '../db/schema';
import type { IngestItem, Readings } from './ingest-types';

/** The GB/T 26875.3 analog type a pushed pressure is stored under (§3.5: 4 = pressure in MPa). */
const PRESSURE_ANALOG = senseTypes.find((type) => type.unit === 'MPa')!;

const statusOfAlarmType = new Map<string, HydrantStatusKey>(
  hydrantAlarmTypes.map((item) => [item.alarmType, item.status]),
);

/** A hydrant bound to a device of the batch, as loaded (locked) and then changed item by item. */
export type HydrantState = {
  id: number;
  deviceId: number;
  lowerLimit: number;
  pressure: number | null;
  electricity: number | null;
  signalQuality: number | null;
  statuses: Record<HydrantStatusKey, number>;
  lastReportAt: Date | null;
  /** Something from its device (not the scheduler) arrived in this batch. */
  isLive: boolean;
  /** An item of the batch was applied: the row is written back. */
  isTouched: boolean;
};

export const readingsOf = (item: IngestItem): Readings | undefined =>
  item.kind === 'report' || item.kind === 'event' ? item.readings : undefined;

/** The readings table's row of a reported pressure (battery and signal have no analog type and live on the hydrant only). */
export const pressureReadingRow = (
  item: IngestItem,
  readingsOfItem: Readings,
): typeof readings.$inferInsert | undefined =>
  readingsOfItem.pressure === undefined
    ? undefined
    : {
        uuid: `${item.uuid}#pressure`,
        companyId: item.device.companyId,
        deviceId: item.device.id,
        componentId: null,
        analogType: PRESSURE_ANALOG.id,
        value: readingsOfItem.pressure,
        unit: PRESSURE_ANALOG.unit,
        measuredAt: item.occurredAt,
      };

export type PressureTransition = { kind: 'open'; pressure: number } | { kind: 'restore' } | undefined;

/**
 * Applies one committed item to its hydrant, in arrival order: a firecock alarm or recovery sets its status, readings
 * replace the last ones, and a pressure crossing lower_limit opens or restores the low-pressure alarm, only on the
 * transition (water_pressure_status says whether one is open).
 */
export const applyToHydrant = (hydrant: HydrantState, item: IngestItem): PressureTransition => {
  hydrant.isTouched = true;
  if (item.source !== 'scheduler') {
    hydrant.isLive = true;
    hydrant.lastReportAt = item.occurredAt;
  }
  if (item.kind === 'event' && item.category === 'firecock') {
    const status = statusOfAlarmType.get(item.alarmType);
    if (status) hydrant.statuses[status] = item.isRecovery ? 0 : 1;
  }
  const reported = readingsOf(item);
  if (!reported) return undefined;
  if (reported.battery !== undefined) hydrant.electricity = reported.battery;
  if (reported.signal !== undefined) hydrant.signalQuality = reported.signal;
  if (reported.pressure === undefined) return undefined;
  hydrant.pressure = reported.pressure;
  const isLow = reported.pressure < hydrant.lowerLimit;
  const isOpen = hydrant.statuses.water_pressure_status !== 0;
  if (isLow === isOpen) return undefined;
  hydrant.statuses.water_pressure_status = isLow ? 1 : 0;
  return isLow ? { kind: 'open', pressure: reported.pressure } : { kind: 'restore' };
};

/** The uuid of the low-pressure event a report opens: derived from the message, so a repeat can never open a second. */
export const lowPressureUuid = (item: IngestItem) => `${item.uuid}#${HYDRANT_LOW_PRESSURE_ALARM}`;
