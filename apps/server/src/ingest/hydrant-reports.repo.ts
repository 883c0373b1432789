import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { HydrantState } from './hydrant-reports';
import { intArray } from './sql-arrays';

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
