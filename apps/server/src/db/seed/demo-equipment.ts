import { and, eq } from 'drizzle-orm';
import { HYDRANT_LOW_PRESSURE_ALARM } from '@fireline/shared';
import type { DbOrTx } from '../client';
import {
  areas,
  devices,
  equipment,
  equipmentDevices,
  events,
  floors,
  hydrantAddresses,
  hydrants,
  sceneDevices,
  sceneEquipment,
  scenes,
} from '../schema';

type Ids = { centerId: number; towerId: number; towerBuildingId: number; mallId: number; mallBuildingId: number };

/** The floor of a building with this number, and its default area. */
const floorOf = async (db: DbOrTx, buildingId: number, floorNo: number) => {
  const [floor] = await db
    .select()
    .from(floors)
    .where(and(eq(floors.buildingId, buildingId), eq(floors.floorNo, floorNo)));
  const [area] = await db
    .select()
    .from(areas)
    .where(and(eq(areas.floorId, floor!.id), eq(areas.isDefault, true)));
  return { floorId: floor!.id, areaId: area!.id };
};

/** Facilities with their attributes, a kitchen scene, and a dozen municipal hydrants in Haidian a centre operator would recognise. */
export const seedDemoEquipment = async (db: DbOrTx, ids: Ids) => {
  const b1 = await floorOf(db, ids.towerBuildingId, -1);
  const f1 = await floorOf(db, ids.towerBuildingId, 1);
  const f3 = await floorOf(db, ids.towerBuildingId, 3);
  const mallF1 = await floorOf(db, ids.mallBuildingId, 1);
  const at = (place: { floorId: number; areaId: number }, buildingId = ids.towerBuildingId) => ({
    buildingId,
    ...place,
  });

  const rows = await db
    .insert(equipment)
    .values([
      {
        companyId: ids.towerId,
        equipmentNumber: 'MHQ-A-F1-01',
        equipmentName: 'A座1层大堂 手提式干粉灭火器',
        equipmentType: 1,
        ...at(f1),
        point: { x: 24.5, y: 38 },
        positionDesc: '1层大堂东侧消防箱内（2具）',
        checkCycle: 3,
        attributes: {
          agent: 'dry_powder',
          capacity: 4,
          production_date: '2024-06-12',
          expiry_date: '2029-06-11',
          pressure_state: 'normal',
        },
      },
      {
        companyId: ids.towerId,
        equipmentNumber: 'MHQ-A-F3-02',
        equipmentName: 'A座3层机房 二氧化碳灭火器',
        equipmentType: 1,
        ...at(f3),
        point: { x: 71, y: 22.5 },
        positionDesc: '3层弱电机房门内右侧',
        checkCycle: 3,
        attributes: {
          agent: 'co2',
          capacity: 5,
          production_date: '2023-11-02',
          expiry_date: '2035-11-01',
          pressure_state: 'normal',
        },
      },
      {
        companyId: ids.towerId,
        equipmentNumber: 'SNXHS-A-F1-01',
        equipmentName: 'A座1层 室内消火栓箱',
        equipmentType: 2,
        ...at(f1),
        point: { x: 52, y: 64 },
        positionDesc: '1层电梯厅北侧墙面',
        checkCycle: 2,
        attributes: { outlet_diameter: '65', hose_length: 25, nozzle_diameter: 19, has_reel: 'yes' },
      },
      {
        companyId: ids.towerId,
        equipmentNumber: 'XFB-A-B1-01',
        equipmentName: 'A座 消火栓主泵 1#',
        equipmentType: 3,
        ...at(b1),
        point: { x: 15, y: 80 },
        positionDesc: 'B1 消防泵房',
        checkCycle: 3,
        attributes: { brand: '上海连成', power: 45, flow: 40, head: 85, pump_role: 'hydrant' },
      },
      {
        companyId: ids.towerId,
        equipmentNumber: 'FHM-A-B1-03',
        equipmentName: 'B1 泵房 甲级防火门',
        equipmentType: 4,
        ...at(b1),
        point: { x: 18, y: 72 },
        positionDesc: '泵房入口',
        checkCycle: 2,
        attributes: { fire_rating: 'A', door_kind: 'normally_closed', production_date: '2019-08-20' },
      },
      {
        companyId: ids.mallId,
        equipmentNumber: 'YJZM-F1-01',
        equipmentName: '主楼1层 应急照明灯',
        equipmentType: 5,
        ...at(mallF1, ids.mallBuildingId),
        positionDesc: '卖场中庭吊顶下',
        checkCycle: 3,
        attributes: { brand: '敏华', duration: 90, production_date: '2022-03-15' },
      },
    ])
    .returning();
  const pump = rows.find((row) => row.equipmentNumber === 'XFB-A-B1-01')!;
  const hydrantBox = rows.find((row) => row.equipmentNumber === 'SNXHS-A-F1-01')!;
  // The tower's transmission device reports the pump's running and fault states from the fire control panel.
  const [uitd] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.companyId, ids.towerId), eq(devices.deviceCode, 'UITD-HD-A01')));
  if (uitd) await db.insert(equipmentDevices).values({ equipmentId: pump.id, deviceId: uitd.id, bindType: 1 });

  const [kitchen] = await db
    .insert(scenes)
    .values({
      companyId: ids.towerId,
      sceneName: 'A座 员工餐厅后厨',
      sceneType: 1,
      buildingId: ids.towerBuildingId,
      remark: '燃气灶台 6 台，设可燃气体探测与自动切断阀',
    })
    .returning();
  const [pumpRoom] = await db
    .insert(scenes)
    .values({ companyId: ids.towerId, sceneName: 'B1 消防泵房', sceneType: 3, buildingId: ids.towerBuildingId })
    .returning();
  const [firstEquipment] = rows;
  if (!kitchen || !pumpRoom || !firstEquipment)
    throw new Error('demo seed: the scenes or the equipment were not inserted');
  if (uitd) await db.insert(sceneDevices).values({ sceneId: pumpRoom.id, deviceId: uitd.id });
  await db.insert(sceneEquipment).values([
    { sceneId: kitchen.id, equipmentId: firstEquipment.id },
    { sceneId: kitchen.id, equipmentId: hydrantBox.id },
    { sceneId: pumpRoom.id, equipmentId: pump.id },
  ]);

  await seedDemoHydrants(db, ids.centerId);
};

/** Twelve hydrants along Haidian's streets, owned by the centre; three watched by smart covers. */
const seedDemoHydrants = async (db: DbOrTx, centerId: number) => {
  const streets = [
    ['110108', '北京市海淀区学院路'],
    ['110108', '北京市海淀区成府路'],
    ['110108', '北京市海淀区中关村大街'],
    ['110108', '北京市海淀区知春路'],
  ] as const;
  const addressRows = await db
    .insert(hydrantAddresses)
    .values(streets.map(([regionCode, address]) => ({ companyId: centerId, regionCode, address })))
    .returning();
  const street = (name: string) => addressRows.find((row) => row.address.endsWith(name))!.id;
  const now = Date.now();
  type Spec = [
    number: string,
    road: string,
    lng: number,
    lat: number,
    desc: string,
    type: 1 | 2 | 3,
    diameter: 65 | 100 | 150,
  ];
  const specs: Spec[] = [
    ['XHS-HD-0001', '学院路', 116.3561, 39.9884, '学院路与成府路交叉口东北角人行道', 3, 100],
    ['XHS-HD-0002', '学院路', 116.3558, 39.9952, '北京语言大学东门南 30 米', 2, 100],
    ['XHS-HD-0003', '学院路', 116.3555, 40.0021, '学院路 35 号便民商场门前', 1, 150],
    ['XHS-HD-0004', '成府路', 116.3402, 39.9925, '五道口地铁站 A 口西侧', 3, 100],
    ['XHS-HD-0005', '成府路', 116.3281, 39.9927, '成府路与蓝旗营路口西南角', 2, 65],
    ['XHS-HD-0006', '成府路', 116.3187, 39.9929, '清华大学西门北侧绿化带', 1, 100],
    ['XHS-HD-0007', '中关村大街', 116.3162, 39.9836, '中关村大街 27 号华鼎国际大厦西侧', 3, 150],
    ['XHS-HD-0008', '中关村大街', 116.3165, 39.9772, '海龙大厦北侧公交站旁', 2, 100],
    ['XHS-HD-0009', '中关村大街', 116.3169, 39.9688, '人民大学东门北 50 米', 1, 100],
    ['XHS-HD-0010', '知春路', 116.3397, 39.9763, '知春路与学院南路交叉口', 3, 100],
    ['XHS-HD-0011', '知春路', 116.3271, 39.9768, '知春里小区东门', 2, 65],
    ['XHS-HD-0012', '知春路', 116.3143, 39.977, '知春路西口中关村大街东侧', 1, 100],
  ];
  const covers = new Map<string, number>();
  for (const number of ['XHS-HD-0001', 'XHS-HD-0004', 'XHS-HD-0007']) {
    const [device] = await db
      .insert(devices)
      .values({
        companyId: centerId,
        name: `智能闷盖 ${number}`,
        deviceCode: `SC${number.replaceAll('-', '')}`,
        deviceType: 'firecock',
        deviceModel: 'FL-SC-NB',
        installAddress: '市政消火栓',
      })
      .returning();
    covers.set(number, device!.id);
  }
  const inserted = await db
    .insert(hydrants)
    .values(
      specs.map(([number, road, longitude, latitude, positionDesc, type, pipeDiameter], index) => {
        const hasPressure = type !== 2;
        const isOnline = index % 5 !== 4;
        return {
          companyId: centerId,
          equipmentNumber: number,
          addressId: street(road),
          longitude,
          latitude,
          positionDesc,
          pipeDiameter,
          type,
          waterheadApply: 1,
          waterlineForm: index % 3 === 2 ? 2 : 1,
          placingForm: index % 4 === 3 ? 2 : 1,
          alarmHost: type === 1 ? '压力监测平台' : 'NB-IoT 智能闷盖平台',
          deviceId: covers.get(number) ?? null,
          // XHS-HD-0004 reads under its threshold: the overview and the map show one water-pressure alarm.
          pressure: hasPressure ? (number === 'XHS-HD-0004' ? 0.08 : (28 + (index % 4) * 3) / 100) : null,
          lowerLimit: 0.15,
          electricity: 62 + ((index * 7) % 37),
          signalQuality: 14 + ((index * 5) % 17),
          waterPressureStatus: number === 'XHS-HD-0004' ? 1 : 0,
          impactStatus: 0,
          waterTheftStatus: 0,
          isOnline,
          lastReportAt: isOnline ? new Date(now - (index + 1) * 9 * 60_000) : new Date(now - 3 * 86_400_000),
          remarks: index === 6 ? '2024 年 10 月更换智能闷盖' : '',
        };
      }),
    )
    .returning();
  // Two past alarms of the smart covers, handled and recovered, so the hydrant alarm list is not empty.
  const coverOf = (number: string) => inserted.find((row) => row.equipmentNumber === number)!;
  const past = (days: number) => new Date(now - days * 86_400_000);
  const alarm = (
    number: string,
    uuid: string,
    alarmType: string,
    alarmValue: string | null,
    days: number,
    confirm: number,
  ) => ({
    uuid,
    source: 'demo',
    companyId: centerId,
    deviceId: coverOf(number).deviceId!,
    statusCategory: 'firecock',
    alarmStatus: 'alarm',
    alarmType,
    alarmValue,
    deviceCode: `SC${number.replaceAll('-', '')}`,
    deviceName: `智能闷盖 ${number}`,
    deviceType: 'firecock',
    installAddress: coverOf(number).positionDesc,
    acceptTime: past(days),
    receiveTime: past(days),
    restoreTime: new Date(past(days).getTime() + 40 * 60_000),
    enumConfirmType: confirm,
  });
  await db
    .insert(events)
    .values([
      alarm('XHS-HD-0007', 'demo-firecock-0007-impact', 'impact', null, 6, 2),
      alarm('XHS-HD-0001', 'demo-firecock-0001-pressure', HYDRANT_LOW_PRESSURE_ALARM, '0.09MPa', 3, 3),
    ]);
};
