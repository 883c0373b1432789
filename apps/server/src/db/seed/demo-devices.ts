import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { buildings, components, devices, deviceVideoLinks, fireSystems, floors } from '../schema';
import { componentAddressOf } from './demo-layout';

type UnitPlan = { companyId: number; code: string; cameraBrand: string };

const systemsPlan = [
  { name: '火灾自动报警系统', systemType: 1, remark: '一层消防控制室', expirationMonth: 12 },
  { name: '自动喷水灭火系统', systemType: 12, remark: '地下一层水泵房', expirationMonth: 12 },
  { name: '消火栓系统', systemType: 11, remark: '地下一层水泵房', expirationMonth: 6 },
  { name: '防烟排烟系统', systemType: 18, remark: '屋顶风机房', expirationMonth: 12 },
];

const componentsPlan = [
  { loop: 1, number: 1, type: 42, name: '点型光电感烟火灾探测器', where: '大堂东侧' },
  { loop: 1, number: 2, type: 42, name: '点型光电感烟火灾探测器', where: '大堂西侧' },
  { loop: 1, number: 3, type: 23, name: '手动火灾报警按钮', where: '东侧楼梯间前室' },
  { loop: 1, number: 4, type: 24, name: '消火栓按钮', where: '走廊消火栓箱' },
  { loop: 2, number: 1, type: 31, name: '点型感温火灾探测器', where: '厨房操作间' },
  { loop: 2, number: 2, type: 42, name: '点型光电感烟火灾探测器', where: '配电室' },
];

/**
 * Archives a monitoring-centre operator expects behind each demo unit: its fire systems, a fire alarm control panel on
 * the unit's transmission device with a few components, independent sensors with their settings, and a camera.
 * Camera passwords are left unset: they are sealed with the server's DEVICE_SECRET_KEY, which the seed does not hold.
 */
export const seedDemoDevices = async (db: DbOrTx, options: { units: UnitPlan[] }) => {
  for (const unit of options.units) {
    const [building] = await db
      .select()
      .from(buildings)
      .where(eq(buildings.companyId, unit.companyId))
      .orderBy(asc(buildings.id))
      .limit(1);
    const [dtu] = await db
      .select()
      .from(devices)
      .where(and(eq(devices.companyId, unit.companyId), eq(devices.deviceClass, 'dtu')))
      .orderBy(asc(devices.id))
      .limit(1);
    if (!building || !dtu) continue;
    const unitFloors = await db
      .select()
      .from(floors)
      .where(eq(floors.buildingId, building.id))
      .orderBy(asc(floors.floorNo));
    const ground = unitFloors.find((floor) => floor.floorNo === 1) ?? unitFloors[0];
    const basement = unitFloors.find((floor) => floor.floorNo < 0) ?? ground;
    const systems = await db
      .insert(fireSystems)
      .values(
        systemsPlan.map((plan, index) => ({
          companyId: unit.companyId,
          name: plan.name,
          systemType: plan.systemType,
          remark: `${building.name} ${plan.remark}`,
          transmissionEquipment: dtu.name,
          installTime: '2021-05-18',
          maintTime: index === 2 ? '2025-09-10' : '2026-03-20',
          expirationMonth: plan.expirationMonth,
        })),
      )
      .returning();
    const [alarmSystem, sprinkler, hydrantSystem] = systems;
    if (!alarmSystem || !sprinkler || !hydrantSystem) throw new Error('demo seed: the fire systems were not inserted');
    await db
      .update(devices)
      .set({
        systemId: alarmSystem.id,
        simNumber: '89860321245001234567',
        transmitMode: '4G',
        networkingDate: '2021-06-01',
      })
      .where(eq(devices.id, dtu.id));

    const [panel] = await db
      .insert(devices)
      .values({
        companyId: unit.companyId,
        deviceClass: 'alarmer',
        deviceThingType: 0,
        deviceType: '8',
        deviceCode: `${unit.code}CTL01`,
        name: `${building.name} 火灾报警控制器`,
        alarmhostBrand: '海湾',
        alarmhostModel: 'JB-QB-GST200',
        alarmhostAlarmerNo: 1,
        installTime: '2021-05-18',
        dtuId: dtu.id,
        systemId: alarmSystem.id,
        buildingId: building.id,
        floorId: ground?.id,
        specific: '一层消防控制室',
      })
      .returning();
    if (!panel) throw new Error('demo seed: the fire alarm control panel was not inserted');
    await db
      .insert(components)
      .values(
        componentsPlan.map((plan) => ({
          companyId: unit.companyId,
          deviceId: dtu.id,
          systemType: 1,
          systemAddress: 1,
          componentType: plan.type,
          componentAddress: componentAddressOf(plan.loop, plan.number),
          name: `${plan.where} ${plan.name}`,
          location: `${building.name} ${ground?.name ?? ''} ${plan.where}`,
          buildingId: building.id,
          floorId: ground?.id,
          systemId: alarmSystem.id,
          alarmerId: panel.id,
          loopNumber: plan.loop,
          componentNumber: plan.number,
          brand: '海湾',
          specific: plan.where,
        })),
      )
      .onConflictDoNothing();

    const sensors = await db
      .insert(devices)
      .values([
        {
          companyId: unit.companyId,
          deviceClass: 'alonedevice',
          deviceThingType: 0,
          deviceType: '4',
          deviceCode: `${unit.code}WP01`,
          name: '喷淋末端试水 水压监测终端',
          deviceModel: 'FL-WP-100',
          brand: '火线物联',
          systemId: sprinkler.id,
          buildingId: building.id,
          floorId: basement?.id,
          specific: '水泵房 喷淋末端试水装置',
          transmitMode: 'NB-Iot',
          simNumber: '89860421245001230001',
          settings: {
            sensing_frequency: 5,
            sending_frequency: 2,
            pressure_upper_limit: 1.2,
            pressure_lower_limit: 0.05,
            sleep_time: 0,
          },
          signalStrength: 24,
          electricity: 87,
        },
        {
          companyId: unit.companyId,
          deviceClass: 'alonedevice',
          deviceThingType: 0,
          deviceType: '5',
          deviceCode: `${unit.code}WL01`,
          name: '消防水池 液位监测终端',
          deviceModel: 'FL-WL-200',
          brand: '火线物联',
          systemId: hydrantSystem.id,
          buildingId: building.id,
          floorId: basement?.id,
          specific: '消防水池',
          transmitMode: 'NB-Iot',
          settings: {
            sensing_frequency: 10,
            sending_frequency: 4,
            level_upper_limit: 4.5,
            level_lower_limit: 1.2,
            sleep_time: 1,
          },
          signalStrength: 19,
          electricity: 72,
        },
        {
          companyId: unit.companyId,
          deviceClass: 'alonedevice',
          deviceThingType: 0,
          deviceType: '3',
          deviceCode: `${unit.code}EF01`,
          name: '总配电箱 电气火灾监控探测器',
          deviceModel: 'FL-EF-300',
          brand: '火线物联',
          buildingId: building.id,
          floorId: ground?.id,
          specific: '一层配电室',
          transmitMode: '4G',
          settings: { electric_upper_limit: 300, temperature_upper_limit: 70, sending_frequency: 1 },
        },
      ])
      .returning({ id: devices.id });

    const [camera] = await db
      .insert(devices)
      .values({
        companyId: unit.companyId,
        deviceClass: 'video',
        deviceThingType: 0,
        deviceType: '9',
        deviceCode: `${unit.code}CAM01`,
        name: '消防控制室 网络摄像机',
        brand: unit.cameraBrand,
        deviceModel: 'DS-2CD3T46WDV3',
        buildingId: building.id,
        floorId: ground?.id,
        specific: '一层消防控制室',
        videoIp: '192.168.10.64',
        videoPort: 554,
        videoUser: 'admin',
        videoType: 1,
        videoCoding: 1,
      })
      .returning({ id: devices.id });
    const [pressureSensor] = sensors;
    if (!camera || !pressureSensor) throw new Error('demo seed: the camera or the sensors were not inserted');
    await db
      .insert(deviceVideoLinks)
      .values(
        [panel.id, pressureSensor.id].map((deviceId) => ({ videoId: camera.id, deviceId, companyId: unit.companyId })),
      );
  }
};
