/**
 * The demo centre's buildings drawn as floor plans: which rooms each floor has, where they sit, and the fire alarm
 * components (GB/T 26875.3 component types) a designer would put in them. Pure data and geometry, no database: the seed
 * draws and stores it, the device simulator plays the same component addresses, the plan's glyph table is made from it.
 * Positions are fractions (0–1) of the plan image's width and height, as device dots are.
 */

export type PlanKind = 'office' | 'mall' | 'school';
export type DemoBuildingSpec = {
  name: string;
  floorCount: number;
  basements?: number;
  kind: PlanKind;
  gbAddress?: string;
};

/** The demo buildings; the three with a GB/T 26875.3 address have a fire alarm controller with components. */
export const demoBuildings = {
  towerA: { name: 'A 座', floorCount: 5, basements: 2, kind: 'office', gbAddress: '100001' },
  towerB: { name: 'B 座', floorCount: 3, kind: 'office' },
  mallMain: { name: '主楼', floorCount: 2, basements: 1, kind: 'mall', gbAddress: '100002' },
  teaching: { name: '教学楼', floorCount: 4, kind: 'school', gbAddress: '100003' },
} as const satisfies Record<string, DemoBuildingSpec>;

/** Floors bottom up, named as buildBuilding names them (B2, B1, F1 ...). */
export const floorsOf = (spec: DemoBuildingSpec) =>
  [
    ...Array.from({ length: spec.basements ?? 0 }, (_, index) => -((spec.basements ?? 0) - index)),
    ...Array.from({ length: spec.floorCount }, (_, index) => index + 1),
  ].map((floorNo) => ({ floorNo, name: floorNo > 0 ? `F${floorNo}` : `B${-floorNo}` }));

export type RoomTone = 'room' | 'core' | 'control' | 'corridor' | 'service';
export type PlanRoom = { label: string; x0: number; y0: number; x1: number; y1: number; tone: RoomTone };
export type FloorLayout = { title: string; rooms: PlanRoom[] };

/** The building's outline, the corridor band between the two rows of rooms, and the title band above. */
export const planFrame = { x0: 0.03, x1: 0.97, y0: 0.1, y1: 0.95, corridorY0: 0.45, corridorY1: 0.58 };

type Cell = [label: string, weight: number];

const toneOf = (label: string): RoomTone => {
  if (label === '消防控制室') return 'control';
  if (['楼梯间', '电梯厅', '卫生间'].includes(label)) return 'core';
  if (['水泵房', '配电室', '设备间', '风机房'].includes(label)) return 'service';
  return 'room';
};

const rowOf = (cells: Cell[], y0: number, y1: number): PlanRoom[] => {
  const total = cells.reduce((sum, [, weight]) => sum + weight, 0);
  const width = planFrame.x1 - planFrame.x0;
  let x = planFrame.x0;
  return cells.map(([label, weight]) => {
    const x0 = x;
    x += (weight / total) * width;
    return { label, x0, y0, x1: x, y1, tone: toneOf(label) };
  });
};

const core: Cell[] = [
  ['楼梯间', 1],
  ['电梯厅', 1.6],
  ['楼梯间', 1],
];

/** Rooms above and below the corridor, by the kind of building and the floor. */
const cellsOf = (kind: PlanKind, floorNo: number): { top: Cell[]; bottom: Cell[] } => {
  const room = (label: string, index: number) => `${label} ${floorNo}${String(index).padStart(2, '0')}`;
  if (floorNo < 0) {
    return floorNo === -1
      ? {
          top: [['水泵房', 2], ['配电室', 1.6], ...core, ['设备间', 1.6], ['风机房', 1.6]],
          bottom: [
            ['车库', 5],
            ['楼梯间', 1],
            ['车库', 5],
          ],
        }
      : {
          top: [['车库', 3.6], ...core, ['设备间', 1.6], ['风机房', 1.6]],
          bottom: [
            ['车库', 5],
            ['楼梯间', 1],
            ['车库', 5],
          ],
        };
  }
  if (floorNo === 1) {
    const bottom: Cell[] =
      kind === 'mall'
        ? [
            ['超市', 5],
            ['厨房', 1.6],
            ['仓库', 1.6],
          ]
        : kind === 'school'
          ? [
              ['大堂', 3],
              [room('教室', 1), 2],
              [room('教室', 2), 2],
              ['厨房', 1.6],
            ]
          : [
              ['大堂', 4],
              ['会议室', 2],
              ['厨房', 1.6],
              [room('办公室', 1), 2],
            ];
    return {
      top: [
        ['消防控制室', 2],
        ['配电室', 1.4],
        ...core,
        ['卫生间', 1.2],
        [kind === 'mall' ? room('商铺', 1) : room('办公室', 2), 2],
      ],
      bottom,
    };
  }
  if (kind === 'mall')
    return {
      top: [[room('商铺', 1), 2], [room('商铺', 2), 2], ...core, ['卫生间', 1.2], [room('商铺', 3), 2]],
      bottom: [
        [room('商铺', 4), 2.4],
        [room('商铺', 5), 2.4],
        [room('商铺', 6), 2.4],
        ['仓库', 1.6],
      ],
    };
  if (kind === 'school')
    return {
      top: [[room('教室', 1), 2], [room('教室', 2), 2], ...core, ['卫生间', 1.2], ['办公室', 1.8]],
      bottom: [
        [room('教室', 3), 2],
        [room('教室', 4), 2],
        [room('教室', 5), 2],
        ['实验室', 2],
      ],
    };
  return {
    top: [[room('办公室', 1), 2], [room('办公室', 2), 2], ...core, ['卫生间', 1.2], ['会议室', 2]],
    bottom: [
      [room('办公室', 3), 2],
      [room('办公室', 4), 2],
      ['茶水间', 1.2],
      [room('办公室', 5), 2],
      [room('办公室', 6), 2],
    ],
  };
};

export const floorLayoutOf = (options: {
  kind: PlanKind;
  buildingName: string;
  floorNo: number;
  floorName: string;
}): FloorLayout => {
  const { top, bottom } = cellsOf(options.kind, options.floorNo);
  const corridor: PlanRoom = {
    label: '走廊',
    x0: planFrame.x0,
    y0: planFrame.corridorY0,
    x1: planFrame.x1,
    y1: planFrame.corridorY1,
    tone: 'corridor',
  };
  return {
    title: `${options.buildingName} ${options.floorName} 平面图`,
    rooms: [
      ...rowOf(top, planFrame.y0, planFrame.corridorY0),
      corridor,
      ...rowOf(bottom, planFrame.corridorY1, planFrame.y1),
    ],
  };
};

/** Where a room's label is written: near its top, so the dots below it never cover it. */
export const labelPointOf = (room: PlanRoom) =>
  room.tone === 'corridor'
    ? { x: room.x0 + 0.035, y: (room.y0 + room.y1) / 2 }
    : { x: (room.x0 + room.x1) / 2, y: room.y0 + 0.06 };

const SMOKE = { type: 42, what: '感烟探测器' };
const HEAT = { type: 31, what: '感温探测器' };
const CALL_POINT = { type: 23, what: '手动报警按钮' };
const HYDRANT_BUTTON = { type: 24, what: '消火栓按钮' };
const SOUNDER = { type: 121, what: '声光警报器' };
const IO_MODULE = { type: 87, what: '输入输出模块' };

/** Heat rather than smoke where smoke or fumes are normal (kitchens, car parks). */
const heatRooms = ['厨房', '茶水间', '车库'];
const noDetectorRooms = ['卫生间'];

export type PlannedComponent = { type: number; what: string; place: string; x: number; y: number };

const sideOf = (x: number) => (x < 0.5 ? '西侧' : '东侧');

/**
 * The floor's components: one detector in each room (two in a wide one), smoke detectors along the corridor, a manual
 * call point and a sound-and-light alarm at each stair, hydrant buttons at the corridor's hose reels, and the
 * input/output modules of the lift recall and the fire shutters. Names read as an installer labels them.
 */
export const plannedComponentsOf = (layout: FloorLayout): PlannedComponent[] => {
  const planned: PlannedComponent[] = [];
  const corridor = layout.rooms.find((room) => room.tone === 'corridor')!;
  const midY = (corridor.y0 + corridor.y1) / 2;
  const labelCounts = new Map<string, number>();
  for (const room of layout.rooms) labelCounts.set(room.label, (labelCounts.get(room.label) ?? 0) + 1);
  for (const room of layout.rooms) {
    if (room.tone === 'corridor' || noDetectorRooms.includes(room.label)) continue;
    const kind = heatRooms.includes(room.label) ? HEAT : SMOKE;
    const y = (room.y0 + room.y1) / 2 + 0.05;
    const width = room.x1 - room.x0;
    const xs = width > 0.2 ? [room.x0 + width / 3, room.x0 + (2 * width) / 3] : [(room.x0 + room.x1) / 2];
    const roomName =
      (labelCounts.get(room.label) ?? 0) > 1 ? `${sideOf((room.x0 + room.x1) / 2)}${room.label}` : room.label;
    for (const [index, x] of xs.entries())
      planned.push({ ...kind, place: xs.length > 1 ? `${roomName} ${index === 0 ? '西区' : '东区'}` : roomName, x, y });
  }
  for (let x = corridor.x0 + 0.1; x < corridor.x1 - 0.03; x += 0.125)
    planned.push({ ...SMOKE, place: `${sideOf(x)}走廊`, x, y: midY });
  const stairs = layout.rooms.filter((room) => room.label === '楼梯间' && room.y1 <= corridor.y0);
  for (const stair of stairs) {
    const x = (stair.x0 + stair.x1) / 2;
    planned.push({ ...CALL_POINT, place: `${sideOf(x)}楼梯间前室`, x: x - 0.02, y: corridor.y0 + 0.018 });
    planned.push({ ...SOUNDER, place: `${sideOf(x)}楼梯间前室`, x: x + 0.02, y: corridor.y0 + 0.018 });
  }
  for (const x of [corridor.x0 + 0.03, corridor.x1 - 0.03])
    planned.push({ ...HYDRANT_BUTTON, place: `${sideOf(x)}走廊消火栓箱`, x, y: corridor.y1 - 0.018 });
  const lobby = layout.rooms.find((room) => room.label === '电梯厅');
  if (lobby) planned.push({ ...IO_MODULE, place: '电梯厅 电梯迫降', x: (lobby.x0 + lobby.x1) / 2, y: lobby.y1 - 0.04 });
  planned.push({
    ...IO_MODULE,
    place: '走廊 防火卷帘',
    x: (corridor.x0 + corridor.x1) / 2 + 0.0625,
    y: corridor.y1 - 0.018,
  });
  return planned;
};

/** Loop of a floor's components on the controller: floors in order from loop 3 (loops 1 and 2 hold the first archived points). */
export const FIRST_FLOOR_LOOP = 3;

/** Loop in the high half, number in the low half, as modules/devices does for archived components. */
export const componentAddressOf = (loop: number, number: number) => loop * 65_536 + number;

/**
 * Every planned component of a building, with its floor, loop, number, address and name ("F3 东侧走廊 感烟探测器").
 * Names fit the 31 bytes (GB 18030) of a GB/T 26875.3 component description, so the simulator can send them whole.
 */
export const demoFireComponentsOf = (spec: DemoBuildingSpec) =>
  floorsOf(spec).flatMap((floor, index) => {
    const layout = floorLayoutOf({
      kind: spec.kind,
      buildingName: spec.name,
      floorNo: floor.floorNo,
      floorName: floor.name,
    });
    const loop = FIRST_FLOOR_LOOP + index;
    return plannedComponentsOf(layout).map((component, number) => ({
      ...component,
      floorNo: floor.floorNo,
      floorName: floor.name,
      loop,
      number: number + 1,
      address: componentAddressOf(loop, number + 1),
      name: `${floor.name} ${component.place} ${component.what}`,
    }));
  });
