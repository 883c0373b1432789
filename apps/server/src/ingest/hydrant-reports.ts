import { HYDRANT_LOW_PRESSURE_ALARM, hydrantAlarmTypes, senseTypes, type HydrantStatusKey } from '@fireline/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { readings } from '../db/schema';
import type { IngestItem, Readings } from './ingest-types';
import { intArray } from './sql-arrays';

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

type HydrantRow = {
  id: number;
  device_id: number;
  lower_limit: number;
  pressure: number | null;
  electricity: number | null;
  signal_quality: number | null;
  water_pressure_status: number;
  impact_status: number;
  water_theft_status: number;
  last_report_at: string | Date | null;
};

/**
 * The hydrants bound to the batch's devices, locked for the transaction (in id order, so two writers never deadlock):
 * the low-pressure transition reads water_pressure_status, and a second process must not read it at the same time.
 */
export const lockHydrantsOf = async (tx: Tx, deviceIds: number[]) => {
  const byDevice = new Map<number, HydrantState>();
  if (deviceIds.length === 0) return byDevice;
  const rows = await queryRows<HydrantRow>(
    tx,
    sql`select id, device_id, lower_limit, pressure, electricity, signal_quality, water_pressure_status, impact_status, water_theft_status, last_report_at
        from hydrants where device_id = any(${intArray(deviceIds)}::int[]) order by id for update`,
  );
  for (const row of rows) {
    byDevice.set(Number(row.device_id), {
      id: Number(row.id),
      deviceId: Number(row.device_id),
      lowerLimit: Number(row.lower_limit),
      pressure: row.pressure === null ? null : Number(row.pressure),
      electricity: row.electricity === null ? null : Number(row.electricity),
      signalQuality: row.signal_quality === null ? null : Number(row.signal_quality),
      statuses: {
        water_pressure_status: Number(row.water_pressure_status),
        impact_status: Number(row.impact_status),
        water_theft_status: Number(row.water_theft_status),
      },
      lastReportAt: row.last_report_at === null ? null : new Date(row.last_report_at),
      isLive: false,
      isTouched: false,
    });
  }
  return byDevice;
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

const number = (value: number | null, type: 'double precision' | 'smallint') => sql`${value}::${sql.raw(type)}`;

/** Writes the batch's hydrants back in one statement: readings, statuses, online and last report time. */
export const saveHydrants = async (tx: Tx, hydrants: Iterable<HydrantState>) => {
  const touched = [...hydrants].filter((hydrant) => hydrant.isTouched);
  if (touched.length === 0) return;
  const values = sql.join(
    touched.map(
      (hydrant) =>
        sql`(${hydrant.id}::int, ${number(hydrant.pressure, 'double precision')}, ${number(hydrant.electricity, 'smallint')}, ${number(hydrant.signalQuality, 'smallint')},
             ${hydrant.statuses.water_pressure_status}::smallint, ${hydrant.statuses.impact_status}::smallint, ${hydrant.statuses.water_theft_status}::smallint,
             ${hydrant.isLive}::boolean, ${hydrant.lastReportAt}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update hydrants h set pressure = v.pressure, electricity = v.electricity, signal_quality = v.signal_quality,
          water_pressure_status = v.water_pressure_status, impact_status = v.impact_status, water_theft_status = v.water_theft_status,
          is_online = h.is_online or v.is_live, last_report_at = v.last_report_at
        from (values ${values}) as v(id, pressure, electricity, signal_quality, water_pressure_status, impact_status, water_theft_status, is_live, last_report_at)
        where h.id = v.id`,
  );
};
