import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { confirmReasons } from '../schema';

type Reason = readonly [category: string, confirmType: number, zh: string, en: string, deviceType?: string];

/** Handling reasons (enum_confirm_reason) a monitoring centre picks from, per category and handling type. */
export const confirmReasonRows: readonly Reason[] = [
  ['fire', 1, '现场确认起火', 'Fire confirmed on site'],
  ['fire', 1, '电气线路起火', 'Electrical wiring fire'],
  ['fire', 1, '厨房用火不慎', 'Careless use of fire in a kitchen'],
  ['fire', 1, '吸烟引发火情', 'Fire caused by smoking'],
  ['fire', 2, '烟感探测器受潮误报', 'Smoke detector set off by damp'],
  ['fire', 2, '粉尘或油烟导致误报', 'Set off by dust or cooking fumes'],
  ['fire', 2, '水蒸气导致误报', 'Set off by steam'],
  ['fire', 2, '人为误触手动报警按钮', 'Manual call point pressed by mistake'],
  ['fire', 2, '探测器老化误报', 'Ageing detector'],
  ['fire', 2, '施工作业导致误报', 'Set off by construction work'],
  ['fire', 8, '消防设施维保测试', 'Maintenance test of fire equipment'],
  ['fire', 8, '消防联动调试', 'Linkage commissioning'],
  ['fire', 8, '日常巡检测试', 'Routine inspection test'],
  ['fault', 3, '探测器故障', 'Detector fault'],
  ['fault', 3, '线路断路或短路', 'Open or short circuit'],
  ['fault', 3, '主电故障', 'Mains power fault'],
  ['fault', 3, '备电故障', 'Backup power fault'],
  ['fault', 3, '通信故障', 'Communication fault'],
  ['fault', 3, '设备老化需更换', 'Worn out, needs replacing'],
  ['fault', 3, '用户信息传输装置离线', 'Transmission device offline', 'uitd'],
  ['fault', 2, '通信干扰误报故障', 'Fault reported by communication interference'],
  ['fault', 2, '维保期间误报', 'Reported during maintenance'],
  ['fault', 8, '维保测试', 'Maintenance test'],
  ['fault', 8, '系统调试', 'System commissioning'],
  ['abnormal', 12, '消防水压异常', 'Abnormal water pressure'],
  ['abnormal', 12, '水箱液位异常', 'Abnormal tank level'],
  ['abnormal', 12, '电气参数异常', 'Abnormal electrical readings'],
  ['abnormal', 12, '消防水泵异常启动', 'Fire pump started unexpectedly'],
  ['abnormal', 2, '传感器漂移误报', 'Sensor drift'],
  ['abnormal', 2, '现场核实正常', 'Normal on site'],
  ['abnormal', 8, '调试测试', 'Commissioning test'],
  ['firecock', 12, '消火栓水压不足', 'Hydrant pressure too low'],
  ['firecock', 12, '消火栓被撞倒或漏水', 'Hydrant knocked over or leaking'],
  ['firecock', 2, '现场核实正常', 'Normal on site'],
  ['video', 12, '消防通道堵塞', 'Fire lane blocked'],
  ['video', 12, '人员聚集', 'Crowding'],
  ['video', 2, '画面识别误报', 'Image recognition false positive'],
  ['yinhuan', 12, '安全出口锁闭', 'Emergency exit locked'],
  ['yinhuan', 12, '灭火器过期', 'Extinguisher expired'],
  ['yinhuan', 2, '现场核实正常', 'Normal on site'],
];

/** Seeded on every start with an upsert (reference data, like the enums). */
export const seedConfirmReasons = async (db: DbOrTx) => {
  await db
    .insert(confirmReasons)
    .values(
      confirmReasonRows.map(([statusCategory, enumConfirmType, reason, reasonEn, deviceType], index) => ({
        statusCategory,
        enumConfirmType,
        reason,
        reasonEn,
        deviceType: deviceType ?? null,
        sort: index,
      })),
    )
    .onConflictDoUpdate({
      target: [confirmReasons.statusCategory, confirmReasons.enumConfirmType, confirmReasons.reason],
      set: { reasonEn: sql`excluded.reason_en`, deviceType: sql`excluded.device_type`, sort: sql`excluded.sort` },
    });
};
