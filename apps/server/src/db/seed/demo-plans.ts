import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../core/storage';
import type { DbOrTx } from '../client';
import { buildings, components, deviceDots, devices, files, floorPlans, floors } from '../schema';
import {
  demoBuildings,
  demoFireComponentsOf,
  floorLayoutOf,
  planFrame,
  type DemoBuildingSpec,
  type FloorLayout,
  type PlanRoom,
} from './demo-layout';
import { drawFloorPlan, PLAN_HEIGHT, PLAN_WIDTH } from './plan-image';

type Point = { x: number; y: number };

const specs: DemoBuildingSpec[] = Object.values(demoBuildings);

/**
 * The components of each demo fire alarm controller, floor by floor (demo-layout.ts): 20–30 a floor, on the loops
 * after the two that hold the first archived points, on the unit's transmission device as the simulator plays them.
 */
export const seedDemoFireComponents = async (db: DbOrTx) => {
  for (const spec of specs) {
    if (!spec.gbAddress) continue;
    const [dtu] = await db.select().from(devices).where(eq(devices.gbAddress, spec.gbAddress));
    if (!dtu?.buildingId) continue;
    const [building] = await db.select().from(buildings).where(eq(buildings.id, dtu.buildingId));
    const [panel] = await db
      .select()
      .from(devices)
      .where(and(eq(devices.dtuId, dtu.id), eq(devices.deviceClass, 'alarmer')))
      .orderBy(asc(devices.id))
      .limit(1);
    if (!building || !panel) continue;
    const floorIds = new Map(
      (await db.select().from(floors).where(eq(floors.buildingId, building.id))).map((floor) => [
        floor.floorNo,
        floor.id,
      ]),
    );
    await db
      .insert(components)
      .values(
        demoFireComponentsOf(spec).map((planned) => ({
          companyId: dtu.companyId,
          deviceId: dtu.id,
          systemType: 1,
          systemAddress: 1,
          componentType: planned.type,
          componentAddress: planned.address,
          name: planned.name,
          location: `${building.name} ${planned.floorName} ${planned.place}`,
          buildingId: building.id,
          floorId: floorIds.get(planned.floorNo),
          systemId: panel.systemId,
          alarmerId: panel.id,
          loopNumber: planned.loop,
          componentNumber: planned.number,
          brand: '海湾',
          specific: planned.place,
          installTime: '2021-05-18',
        })),
      )
      .onConflictDoNothing();
  }
};

const MIN_GAP_PX = 26;

/** Keeps dots apart: a wanted spot, or the nearest free one inside the room, spiralling out from it. */
const createPlacer = () => {
  const taken: Point[] = [];
  const isFree = (point: Point) =>
    taken.every(
      (other) => Math.hypot((other.x - point.x) * PLAN_WIDTH, (other.y - point.y) * PLAN_HEIGHT) >= MIN_GAP_PX,
    );
  const place = (wanted: Point, room?: PlanRoom) => {
    const bounds = room ?? { x0: planFrame.x0, x1: planFrame.x1, y0: planFrame.y0, y1: planFrame.y1 };
    const inside = (point: Point) =>
      point.x > bounds.x0 + 0.012 &&
      point.x < bounds.x1 - 0.012 &&
      point.y > bounds.y0 + 0.02 &&
      point.y < bounds.y1 - 0.02;
    for (let step = 0; step < 400; step += 1) {
      const angle = step * 2.4;
      const radius = Math.sqrt(step) * 9;
      const point = {
        x: wanted.x + (Math.cos(angle) * radius) / PLAN_WIDTH,
        y: wanted.y + (Math.sin(angle) * radius) / PLAN_HEIGHT,
      };
      if ((step === 0 || inside(point)) && isFree(point)) {
        taken.push(point);
        return point;
      }
    }
    taken.push(wanted);
    return wanted;
  };
  return { place };
};

/** The room a free-text place names ("一层消防控制室", "水泵房 喷淋末端试水装置"), the east or west one when it says. */
const roomNamedIn = (layout: FloorLayout, text: string) => {
  const named = layout.rooms.filter((room) => text.includes(room.label.split(' ')[0] ?? room.label));
  const longest = Math.max(0, ...named.map((room) => room.label.length));
  const candidates = named.filter((room) => room.label.length === longest);
  const side = text.includes('东') ? 'east' : text.includes('西') ? 'west' : undefined;
  const sided = side ? candidates.filter((room) => (room.x0 + room.x1) / 2 >= 0.5 === (side === 'east')) : [];
  return sided[0] ?? candidates[0] ?? layout.rooms.find((room) => room.tone === 'corridor');
};

/** Lower middle of a room (its label sits at the top); east or west half when the text says so. */
const spotIn = (room: PlanRoom | undefined, text: string): Point => {
  if (!room) return { x: 0.5, y: 0.5 };
  const width = room.x1 - room.x0;
  const x = room.x0 + width * (text.includes('东') ? 0.7 : text.includes('西') ? 0.3 : 0.5);
  return { x, y: room.tone === 'corridor' ? (room.y0 + room.y1) / 2 : (room.y0 + room.y1) / 2 + 0.12 };
};

const storePlan = async (
  db: DbOrTx,
  storage: FileStorage,
  options: { companyId: number; floorId: number; layout: FloorLayout },
) => {
  const png = drawFloorPlan(options.layout);
  const id = randomUUID();
  const key = `demo/${id}`;
  await storage.put(key, png);
  await db.insert(files).values({
    id,
    kind: 'image',
    originalName: `${options.layout.title}.png`,
    mime: 'image/png',
    size: png.length,
    storageKey: key,
    orgId: options.companyId,
  });
  await db
    .insert(floorPlans)
    .values({ floorId: options.floorId, companyId: options.companyId, fileId: id, description: options.layout.title });
};

/**
 * A plan for every floor of the demo buildings, stored as an upload is (files row + storage, so /files/{id} shows it),
 * and a dot for each component and device on the floor: components where demo-layout.ts designed them, the others
 * (the first archived points, the controller, sensors, cameras) in the room their place names.
 */
export const seedDemoPlans = async (db: DbOrTx, storage: FileStorage) => {
  const buildingRows = await db
    .select()
    .from(buildings)
    .where(
      inArray(
        buildings.name,
        specs.map((spec) => spec.name),
      ),
    )
    .orderBy(asc(buildings.id));
  for (const building of buildingRows) {
    const spec = specs.find((candidate) => candidate.name === building.name)!;
    const planned = new Map(demoFireComponentsOf(spec).map((component) => [component.address, component]));
    const dtu = spec.gbAddress
      ? (await db.select({ id: devices.id }).from(devices).where(eq(devices.gbAddress, spec.gbAddress)))[0]
      : undefined;
    for (const floor of await db
      .select()
      .from(floors)
      .where(eq(floors.buildingId, building.id))
      .orderBy(asc(floors.floorNo))) {
      const layout = floorLayoutOf({
        kind: spec.kind,
        buildingName: building.name,
        floorNo: floor.floorNo,
        floorName: floor.name,
      });
      await storePlan(db, storage, { companyId: building.companyId, floorId: floor.id, layout });
      const placer = createPlacer();
      const floorComponents = await db
        .select()
        .from(components)
        .where(eq(components.floorId, floor.id))
        .orderBy(asc(components.id));
      const designed = floorComponents.filter(
        (component) => component.deviceId === dtu?.id && planned.has(component.componentAddress),
      );
      const others = floorComponents.filter((component) => !designed.includes(component));
      const dots: ({ deviceId?: number; componentId?: number } & Point)[] = [];
      for (const component of designed)
        dots.push({ componentId: component.id, ...placer.place(planned.get(component.componentAddress)!) });
      for (const component of others) {
        const text = component.specific ?? component.location ?? component.name;
        const room = roomNamedIn(layout, text);
        dots.push({ componentId: component.id, ...placer.place(spotIn(room, text), room) });
      }
      for (const device of await db
        .select()
        .from(devices)
        .where(eq(devices.floorId, floor.id))
        .orderBy(asc(devices.id))) {
        const text = device.specific ?? device.installAddress ?? device.name;
        const room = roomNamedIn(layout, text);
        dots.push({ deviceId: device.id, ...placer.place(spotIn(room, text), room) });
      }
      if (dots.length)
        await db
          .insert(deviceDots)
          .values(dots.map((dot) => ({ ...dot, companyId: building.companyId, floorId: floor.id })));
    }
  }
};
