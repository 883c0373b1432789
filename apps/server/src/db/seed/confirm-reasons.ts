import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { confirmReasons } from '../schema';

type Reason = readonly [category: string, confirmType: number, zh: string, en: string, deviceType?: string];

/** Handling reasons (enum_confirm_reason) a monitoring centre picks from, per category and handling type. */
const reasons: readonly Reason[] = [
  ['fire', 1, '现场确认起火', 'fire confirmed on site'],
  ['fire', 1, '电气线路起火', 'electrical wiring fire'],
  ['fire', 1, '厨房用火不慎', 'careless use of fire in a kitchen'],
  ['fire', 1, '吸烟引发火情', 'fire caused by smoking'],
  ['fire', 2, '烟感探测器受潮误报', 'smoke detector set off by damp'],
  ['fire', 2, '粉尘或油烟导致误报', 'set off by dust or cooking fumes'],
  ['fire', 2, '水蒸气导致误报', 'set off by steam'],
  ['fire', 2, '人为误触手动报警按钮', 'manual call point pressed by mistake'],
  ['fire', 2, '探测器老化误报', 'ageing detector'],
  ['fire', 2, '施工作业导致误报', 'set off by construction work'],
  ['fire', 8, '消防设施维保测试', 'maintenance test of fire equipment'],
  ['fire', 8, '消防联动调试', 'linkage commissioning'],
  ['fire', 8, '日常巡检测试', 'routine inspection test'],
  ['fault', 3, '探测器故障', 'detector fault'],
  ['fault', 3, '线路断路或短路', 'open or short circuit'],
  ['fault', 3, '主电故障', 'mains power fault'],
  ['fault', 3, '备电故障', 'backup power fault'],
  ['fault', 3, '通信故障', 'communication fault'],
  ['fault', 3, '设备老化需更换', 'worn out, needs replacing'],
  ['fault', 3, '用户信息传输装置离线', 'transmission device offline', 'uitd'],
  ['fault', 2, '通信干扰误报故障', 'fault reported by communication interference'],
  ['fault', 2, '维保期间误报', 'reported during maintenance'],
  ['fault', 8, '维保测试', 'maintenance test'],
  ['fault', 8, '系统调试', 'system commissioning'],
  ['abnormal', 12, '消防水压异常', 'abnormal water pressure'],
  ['abnormal', 12, '水箱液位异常', 'abnormal tank level'],
  ['abnormal', 12, '电气参数异常', 'abnormal electrical readings'],
  ['abnormal', 12, '消防水泵异常启动', 'fire pump started unexpectedly'],
  ['abnormal', 2, '传感器漂移误报', 'sensor drift'],
  ['abnormal', 2, '现场核实正常', 'normal on site'],
  ['abnormal', 8, '调试测试', 'commissioning test'],
  ['firecock', 12, '消火栓水压不足', 'hydrant pressure too low'],
  ['firecock', 12, '消火栓被撞倒或漏水', 'hydrant knocked over or leaking'],
  ['firecock', 2, '现场核实正常', 'normal on site'],
  ['video', 12, '消防通道堵塞', 'fire lane blocked'],
  ['video', 12, '人员聚集', 'crowding'],
  ['video', 2, '画面识别误报', 'image recognition false positive'],
  ['yinhuan', 12, '安全出口锁闭', 'emergency exit locked'],
  ['yinhuan', 12, '灭火器过期', 'extinguisher expired'],
  ['yinhuan', 2, '现场核实正常', 'normal on site'],
];

/** Seeded on every start with an upsert (reference data, like the enums). */
export const seedConfirmReasons = async (db: DbOrTx) => {
  await db
    .insert(confirmReasons)
    .values(
      reasons.map(([statusCategory, enumConfirmType, reason, reasonEn, deviceType], index) => ({
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
