import { gbComponentTypes, gbSystemTypes } from '@fireline/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { remoteEnums } from '../schema';
import { seedConfirmReasons } from './confirm-reasons';

type Row = readonly [id: number, zh: string, en: string, companyClass?: string];

/**
 * Reference data behind /api_proxy/enum/list/{enum}/ (docs/archives.md names the tables).
 * Seeded on every start with an upsert, so a new release can add or rename entries.
 */
export const enumTables: Record<string, readonly Row[]> = {
  enum_system_type: gbSystemTypes,
  enum_component_type: gbComponentTypes,
  enum_status_category: [
    [1, '火警', 'fire'],
    [2, '故障', 'fault'],
    [3, '异常', 'abnormal'],
    [4, '操作', 'operation'],
    [5, '隐患', 'hidden danger'],
    [6, '视频', 'video'],
    [7, '消火栓', 'hydrant'],
  ],
  enum_confirm_type: [
    [0, '未处理', 'unprocessed'],
    [1, '真实火警', 'real fire', 'alarm'],
    [2, '误报', 'misinformation'],
    [3, '故障', 'fault', 'fault'],
    [4, '超时自动处理', 'processed automatically after timeout'],
    [8, '测试', 'test'],
    [12, '异常', 'abnormal', 'abnormal'],
  ],
  enum_process_way: [
    [1, '人工处理', 'manual'],
    [2, '超时自动处理', 'timeout auto'],
    [3, 'AI核验', 'AI verification'],
    [4, '设备自动核验', 'device auto verification'],
  ],
  enum_process_result: [
    [1, '真实火警', 'real fire'],
    [2, '故障', 'fault'],
    [3, '异常', 'abnormal'],
    [4, '误报', 'misreport'],
    [5, '测试', 'test'],
  ],
  enum_device_status: [
    [0, '正常', 'normal'],
    [1, '报警', 'alarm'],
    [2, '故障', 'fault'],
    [3, '启动', 'start'],
    [4, '屏蔽', 'shield'],
    [5, '反馈', 'feedback'],
  ],
  enum_online_status: [
    [1, '在线', 'online'],
    [0, '离线', 'offline'],
  ],
  enum_focus_level: [
    [1, '重点关注', 'important focus'],
    [0, '正常', 'normal'],
    [-1, '屏蔽', 'shielded'],
  ],
  enum_shield_status: [
    [-1, '屏蔽中', 'shielding'],
    [0, '已到期', 'expired'],
    [1, '已解除', 'removed'],
  ],
  enum_shield_duration: [
    [12, '12小时', '12 hours'],
    [24, '24小时', '24 hours'],
    [36, '36小时', '36 hours'],
    [999, '自定义', 'custom'],
  ],
  enum_device_thing_type: [
    [10001, '用户信息传输装置', 'user information transmission device'],
    [10009, '网关', 'gateway'],
    [10010, '基站', 'base station'],
  ],
  enum_device_type: [
    [1, '用户信息传输装置', 'user information transmission device', 'dtu'],
    [2, '独立式感烟探测器', 'stand-alone smoke detector', 'alonedevice'],
    [3, '电气火灾监控探测器', 'electrical fire detector', 'alonedevice'],
    [4, '消防水压监测终端', 'fire water pressure monitor', 'alonedevice'],
    [5, '液位监测终端', 'water level monitor', 'alonedevice'],
    [6, '可燃气体探测器', 'combustible gas detector', 'alonedevice'],
    [7, '智能消火栓', 'smart fire hydrant', 'firecock'],
    [8, '火灾报警控制器', 'fire alarm control panel', 'controller'],
    [9, '视频摄像机', 'video camera', 'video'],
  ],
  enum_transmission_mode: [
    [1, 'GPRS', 'GPRS'],
    [2, 'NB-Iot', 'NB-Iot'],
    [3, '4G', '4G'],
    [4, 'WIFI', 'WIFI'],
    [5, 'LAN', 'LAN'],
  ],
  enum_group_transmission: [
    [1, 'RF433', 'RF433'],
    [2, 'LORA', 'LORA'],
    [3, 'ZIGBEE', 'ZIGBEE'],
  ],
  enum_pipe_diameter: [
    [65, '65mm', '65mm'],
    [100, '100mm', '100mm'],
    [150, '150mm', '150mm'],
  ],
  enum_sleep_time: [
    [0, '10分钟', '10 minutes'],
    [1, '20分钟', '20 minutes'],
    [2, '30分钟', '30 minutes'],
  ],
  enum_company_kind: [
    [1, '联网单位', 'networked unit', 'cared'],
    [2, '维保公司', 'maintenance company', 'maint'],
    [3, '消防主管部门', 'fire authority', 'authority'],
    [4, '消防控制室', 'fire control room', 'control_room'],
    [5, '消防站', 'fire station', 'firestation'],
    [6, '九小场所', 'nine small places', 'nine_type'],
    [7, '家庭用户', 'household', 'household'],
    [8, '监控中心', 'monitoring centre', 'center'],
  ],
  enum_company_class: [
    [1, '重点单位', 'key unit'],
    [2, '小型场所', 'small-scale venue'],
    [3, '家庭', 'family'],
    [4, '微型消防站', 'micro fire station'],
    [5, '消防控制室', 'fire control room'],
    [6, '九小场所', 'nine-type small place'],
  ],
  // Unit classification of the archives (spec 001 §3 "Company / unit"), after the urban fire remote-monitoring standard.
  enum_company_type: [
    [1, '消防安全重点单位', 'fire-safety key unit'],
    [2, '火灾高危单位', 'high fire-risk unit'],
    [3, '一般单位', 'ordinary unit'],
    [4, '九小场所', 'nine small places'],
    [5, '家庭', 'household'],
  ],
  enum_company_regulator_level: [
    [1, '省级', 'provincial'],
    [2, '市级', 'municipal'],
    [3, '区县级', 'district or county'],
    [4, '街道乡镇级', 'street or township'],
  ],
  enum_company_economic: [
    [1, '国有', 'state-owned'],
    [2, '集体', 'collective'],
    [3, '私营', 'private'],
    [4, '股份制', 'joint-stock'],
    [5, '外商投资', 'foreign-invested'],
    [6, '港澳台投资', 'Hong Kong, Macao or Taiwan-invested'],
    [7, '其他', 'other'],
  ],
  enum_authority_level: [
    [1, '消防救援局', 'fire and rescue bureau'],
    [2, '消防救援总队', 'provincial fire and rescue corps'],
    [3, '消防救援支队', 'municipal fire and rescue detachment'],
    [4, '消防救援大队', 'district fire and rescue brigade'],
  ],
  enum_center_level: [
    [1, '省级监控中心', 'provincial monitoring centre'],
    [2, '市级监控中心', 'municipal monitoring centre'],
    [3, '区县级监控中心', 'district monitoring centre'],
  ],
  enum_maint_company_level: [
    [1, '一级', 'grade 1'],
    [2, '二级', 'grade 2'],
    [3, '三级', 'grade 3'],
  ],
  enum_building_type: [
    [1, '住宅建筑', 'residential'],
    [2, '公共建筑', 'public'],
    [3, '工业建筑', 'industrial'],
    [4, '仓库', 'warehouse'],
    [5, '地下建筑', 'underground'],
    [6, '综合体', 'mixed-use complex'],
  ],
  enum_building_property: [
    [1, '商业', 'commercial'],
    [2, '办公', 'office'],
    [3, '医疗', 'medical'],
    [4, '教育', 'education'],
    [5, '住宅', 'residential'],
    [6, '文化娱乐', 'culture and entertainment'],
    [7, '工业生产', 'industrial production'],
    [8, '仓储物流', 'storage and logistics'],
    [9, '其他', 'other'],
  ],
  enum_building_fire_level: [
    [1, '甲类', 'class A'],
    [2, '乙类', 'class B'],
    [3, '丙类', 'class C'],
    [4, '丁类', 'class D'],
    [5, '戊类', 'class E'],
  ],
  enum_building_fire_resistance: [
    [1, '一级', 'grade 1'],
    [2, '二级', 'grade 2'],
    [3, '三级', 'grade 3'],
    [4, '四级', 'grade 4'],
  ],
  enum_building_structure: [
    [1, '钢筋混凝土结构', 'reinforced concrete'],
    [2, '钢结构', 'steel'],
    [3, '砖混结构', 'brick and concrete'],
    [4, '砖木结构', 'brick and timber'],
    [5, '木结构', 'timber'],
    [6, '其他', 'other'],
  ],
  enum_display_type: [
    [1, '三维', '3D'],
    [2, '二维', '2D'],
  ],
  enum_task_origin: [
    [1, '计划', 'planned'],
    [2, '业主通知', 'owner notice'],
    [3, '告警报修', 'alarm repair request'],
  ],
  enum_task_type: [
    [1, '维保', 'maintenance'],
    [2, '维修', 'repair'],
  ],
  enum_task_status: [
    [1, '待处理', 'pending'],
    [2, '处理中', 'processing'],
    [3, '已完成', 'completed'],
    [4, '已关闭', 'closed'],
  ],
  enum_check_cycle: [
    [3, '月', 'month'],
    [2, '季度', 'quarter'],
    [1, '年', 'year'],
  ],
  // Accounts (spec 001 §3 "User"): staff status is the spec's; roles, states and certificate types are not listed there
  // (docs/archives.md "Code tables the spec names without values").
  enum_user_staff: [
    [1, '在职', 'on the job'],
    [0, '离职', 'left'],
  ],
  enum_user_role: [
    [1, '消防安全责任人', 'fire-safety responsible person'],
    [2, '消防安全管理人', 'fire-safety manager'],
    [3, '消防控制室值班员', 'fire control room operator'],
    [4, '微型消防站队员', 'micro fire station member'],
    [5, '维保人员', 'maintenance staff'],
    [6, '普通员工', 'staff member'],
  ],
  enum_user_status: [
    [1, '正常', 'normal'],
    [2, '停用', 'disabled'],
    [3, '已过期', 'expired'],
  ],
  enum_certificate_type: [
    [1, '一级注册消防工程师', 'first-class registered fire engineer'],
    [2, '二级注册消防工程师', 'second-class registered fire engineer'],
    [3, '消防设施操作员', 'fire facility operator'],
    [4, '消防安全管理人员培训证书', 'fire-safety management training certificate'],
    [5, '电工证', 'electrician certificate'],
    [6, '其他', 'other'],
  ],
  // Stored on the device as the brand's name (devices.brand); the list backs enum/enum_device_brand/info.
  enum_device_brand: [
    [1, '海康威视', 'Hikvision'],
    [2, '大华', 'Dahua'],
    [3, '宇视', 'Uniview'],
    [4, '海湾', 'GST'],
    [5, '青鸟消防', 'Jade Bird Fire'],
    [6, '利达华信', 'Lida'],
    [7, '泰和安', 'TANDA'],
    [8, '松江飞繁', 'Songjiang Feifan'],
    [9, '其他', 'other'],
  ],
  // Notices (spec 001 §3 "Notice").
  enum_notification_type: [
    [1, '通知', 'notice'],
    [2, '公告', 'announcement'],
    [3, '告警', 'alarm'],
    [4, '回复', 'reply'],
  ],
  // Patrol (spec 002 §3): cycle-task types are the spec's; item and site-position types are not listed there.
  enum_pt_ctask_type: [
    [1, '每日', 'daily'],
    [2, '每周', 'weekly'],
    [3, '每月', 'monthly'],
    [4, '每年', 'yearly'],
  ],
  enum_pt_item_type: [
    [1, '消防设施', 'fire facilities'],
    [2, '疏散通道', 'evacuation routes'],
    [3, '用火用电', 'fire and electricity use'],
    [4, '消防控制室', 'fire control room'],
    [5, '其他', 'other'],
  ],
  enum_site_position_type: [
    [1, '室内', 'indoor'],
    [2, '室外', 'outdoor'],
  ],
  // Maintenance and repair (spec 002 §3–§4): the task statuses are the spec's; urgency levels are not listed there.
  enum_maint_status: [
    [1, '待分配', 'to assign'],
    [2, '待接收', 'to receive'],
    [3, '进行中', 'in progress'],
    [4, '已完成', 'completed'],
  ],
  enum_task_level: [
    [1, '一般', 'normal'],
    [2, '紧急', 'urgent'],
    [3, '特急', 'very urgent'],
  ],
  enum_electricity_phase: [
    [1, '单相', 'single phase'],
    [3, '三相', 'three phase'],
  ],
  enum_equipment_type: [
    [1, '灭火器', 'fire extinguisher'],
    [2, '室内消火栓', 'indoor fire hydrant'],
    [3, '消防水泵', 'fire pump'],
    [4, '防火门', 'fire door'],
    [5, '应急照明灯', 'emergency light'],
    [6, '疏散指示标志', 'evacuation sign'],
    [7, '消防水箱', 'fire water tank'],
    [8, '排烟风机', 'smoke exhaust fan'],
  ],
  enum_position_type: [
    [1, '室内', 'indoor'],
    [2, '室外', 'outdoor'],
  ],
  enum_equipment_bind_device_type: [
    [1, '状态监测', 'status monitoring'],
    [2, '压力监测', 'pressure monitoring'],
    [3, '液位监测', 'level monitoring'],
    [4, '视频监控', 'video surveillance'],
    [5, '联动控制', 'linkage control'],
  ],
  enum_scene_model_type: [
    [1, '厨房', 'kitchen'],
    [2, '配电室', 'power distribution room'],
    [3, '消防泵房', 'fire pump room'],
    [4, '消防控制室', 'fire control room'],
    [5, '仓库', 'warehouse'],
    [6, '地下车库', 'underground car park'],
    [7, '机房', 'machine room'],
    [8, '其他', 'other'],
  ],
  enum_firecock_type: [
    [1, '压力检测终端', 'pressure detection terminal'],
    [2, '智能闷盖', 'smart cover'],
    [3, '智能闷盖带压力', 'smart cover with pressure'],
  ],
  enum_waterhead_apply: [
    [1, '市政管网', 'municipal mains'],
    [2, '消防水池', 'fire pool'],
    [3, '天然水源', 'natural water source'],
  ],
  enum_waterline_form: [
    [1, '环状管网', 'looped network'],
    [2, '枝状管网', 'branched network'],
  ],
  enum_placing_form: [
    [1, '地上式', 'above ground'],
    [2, '地下式', 'underground'],
    [3, '室外直埋式', 'direct buried'],
  ],
  enum_push_mode: [
    [1, '站内通知', 'site notice'],
    [2, 'APP通知', 'app notice'],
    [3, '微信公众号', 'wechat official account'],
    [4, '短信', 'SMS'],
    [5, '语音', 'voice'],
    [6, '邮件', 'e-mail'],
  ],
};

/** Upserts every table; entries are shown (is_show 1) unless an administrator hid them since. */
export const seedEnums = async (db: DbOrTx) => {
  const rows = Object.entries(enumTables).flatMap(([enumName, items]) =>
    items.map(([id, zh, en, companyClass], index) => ({
      enumName,
      id,
      name: zh,
      engName: en,
      companyClass: companyClass ?? null,
      sort: index,
    })),
  );
  await db
    .insert(remoteEnums)
    .values(rows)
    .onConflictDoUpdate({
      target: [remoteEnums.enumName, remoteEnums.id],
      set: {
        name: sql`excluded.name`,
        engName: sql`excluded.eng_name`,
        companyClass: sql`excluded.company_class`,
        sort: sql`excluded.sort`,
      },
    });
  await seedConfirmReasons(db);
  return rows.length;
};
