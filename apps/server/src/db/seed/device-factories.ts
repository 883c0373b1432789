import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { devices, floors } from '../schema';

let counter = 0;

/** A registered transmission device (用传), on the building's ground floor (F1) unless told otherwise. */
export const buildDevice = async (
  db: DbOrTx,
  values: {
    companyId: number;
    buildingId?: number;
    floorId?: number;
    name?: string;
    gbAddress?: string;
    deviceCode?: string;
    aliveSeconds?: number;
  },
) => {
  // Taken before any await: concurrent calls must not read the same number (their codes would collide).
  counter += 1;
  const number = counter;
  const { buildingId } = values;
  let { floorId } = values;
  if (buildingId && !floorId) {
    const [floor] = await db
      .select()
      .from(floors)
      .where(and(eq(floors.buildingId, buildingId)))
      .orderBy(sql`abs(${floors.floorNo} - 1)`)
      .limit(1);
    floorId = floor?.id;
  }
  const [row] = await db
    .insert(devices)
    .values({
      companyId: values.companyId,
      buildingId,
      floorId,
      name: values.name ?? `用户信息传输装置 ${number}`,
      deviceCode: values.deviceCode ?? `UITD${Date.now().toString(36)}${String(number).padStart(5, '0')}`,
      deviceThingType: 10001,
      deviceType: 'uitd',
      deviceModel: 'FL-UITD-1',
      gbAddress: values.gbAddress,
      aliveSeconds: values.aliveSeconds ?? 180,
      installAddress: '消防控制室',
    })
    .returning();
  return row!;
};
