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
    [1, '火警', 'Fire'],
    [2, '故障', 'Fault'],
    [3, '异常', 'Abnormal'],
    [4, '操作', 'Operation'],
    [5, '隐患', 'Hidden danger'],
    [6, '视频', 'Video'],
    [7, '消火栓', 'Hydrant'],
  ],
  enum_confirm_type: [
    [0, '未处理', 'Unprocessed'],
    [1, '真实火警', 'Real fire', 'alarm'],
    [2, '误报', 'Misinformation'],
    [3, '故障', 'Fault', 'fault'],
    [4, '超时自动处理', 'Processed automatically after timeout'],
    [8, '测试', 'Test'],
    [12, '异常', 'Abnormal', 'abnormal'],
  ],
  enum_process_way: [
    [1, '人工处理', 'Manual'],
    [2, '超时自动处理', 'Timeout auto'],
    [3, 'AI核验', 'AI verification'],
    [4, '设备自动核验', 'Device auto verification'],
  ],
  enum_process_result: [
    [1, '真实火警', 'Real fire'],
    [2, '故障', 'Fault'],
    [3, '异常', 'Abnormal'],
    [4, '误报', 'Misreport'],
    [5, '测试', 'Test'],
  ],
  enum_device_status: [
    [0, '正常', 'Normal'],
    [1, '报警', 'Alarm'],
    [2, '故障', 'Fault'],
    [3, '启动', 'Start'],
    [4, '屏蔽', 'Shield'],
    [5, '反馈', 'Feedback'],
  ],
  enum_online_status: [
    [1, '在线', 'Online'],
    [0, '离线', 'Offline'],
  ],
  enum_focus_level: [
    [1, '重点关注', 'Important focus'],
    [0, '正常', 'Normal'],
    [-1, '屏蔽', 'Shielded'],
  ],
  enum_shield_status: [
    [-1, '屏蔽中', 'Shielding'],
    [0, '已到期', 'Expired'],
    [1, '已解除', 'Removed'],
  ],
  enum_shield_duration: [
    [12, '12小时', '12 hours'],
    [24, '24小时', '24 hours'],
    [36, '36小时', '36 hours'],
    [999, '自定义', 'Custom'],
  ],
  enum_device_thing_type: [
    [10001, '用户信息传输装置', 'User information transmission device'],
    [10009, '网关', 'Gateway'],
    [10010, '基站', 'Base station'],
  ],
  enum_device_type: [
    [1, '用户信息传输装置', 'User information transmission device', 'dtu'],
    [2, '独立式感烟探测器', 'Stand-alone smoke detector', 'alonedevice'],
    [3, '电气火灾监控探测器', 'Electrical fire detector', 'alonedevice'],
    [4, '消防水压监测终端', 'Fire water pressure monitor', 'alonedevice'],
    [5, '液位监测终端', 'Water level monitor', 'alonedevice'],
    [6, '可燃气体探测器', 'Combustible gas detector', 'alonedevice'],
    [7, '智能消火栓', 'Smart fire hydrant', 'firecock'],
    [8, '火灾报警控制器', 'Fire alarm control panel', 'controller'],
    [9, '视频摄像机', 'Video camera', 'video'],
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
    [1, '联网单位', 'Networked unit', 'cared'],
    [2, '维保公司', 'Maintenance company', 'maint'],
    [3, '消防主管部门', 'Fire authority', 'authority'],
    [4, '消防控制室', 'Fire control room', 'control_room'],
    [5, '消防站', 'Fire station', 'firestation'],
    [6, '九小场所', 'Nine small places', 'nine_type'],
    [7, '家庭用户', 'Household', 'household'],
    [8, '监控中心', 'Monitoring centre', 'center'],
  ],
  enum_company_class: [
    [1, '重点单位', 'Key unit'],
    [2, '小型场所', 'Small-scale venue'],
    [3, '家庭', 'Family'],
    [4, '微型消防站', 'Micro fire station'],
    [5, '消防控制室', 'Fire control room'],
    [6, '九小场所', 'Nine-type small place'],
  ],
  // Unit classification of the archives (spec 001 §3 "Company / unit"), after the urban fire remote-monitoring standard.
  enum_company_type: [
    [1, '消防安全重点单位', 'Fire-safety key unit'],
    [2, '火灾高危单位', 'High fire-risk unit'],
    [3, '一般单位', 'Ordinary unit'],
    [4, '九小场所', 'Nine small places'],
    [5, '家庭', 'Household'],
  ],
  enum_company_regulator_level: [
    [1, '省级', 'Provincial'],
    [2, '市级', 'Municipal'],
    [3, '区县级', 'District or county'],
    [4, '街道乡镇级', 'Street or township'],
  ],
  enum_company_economic: [
    [1, '国有', 'State-owned'],
    [2, '集体', 'Collective'],
    [3, '私营', 'Private'],
    [4, '股份制', 'Joint-stock'],
    [5, '外商投资', 'Foreign-invested'],
    [6, '港澳台投资', 'Hong Kong, Macao or Taiwan-invested'],
    [7, '其他', 'Other'],
  ],
  enum_authority_level: [
    [1, '消防救援局', 'Fire and rescue bureau'],
    [2, '消防救援总队', 'Provincial fire and rescue corps'],
    [3, '消防救援支队', 'Municipal fire and rescue detachment'],
    [4, '消防救援大队', 'District fire and rescue brigade'],
  ],
  enum_center_level: [
    [1, '省级监控中心', 'Provincial monitoring centre'],
    [2, '市级监控中心', 'Municipal monitoring centre'],
    [3, '区县级监控中心', 'District monitoring centre'],
  ],
  enum_maint_company_level: [
    [1, '一级', 'Grade 1'],
    [2, '二级', 'Grade 2'],
    [3, '三级', 'Grade 3'],
  ],
  enum_building_type: [
    [1, '住宅建筑', 'Residential'],
    [2, '公共建筑', 'Public'],
    [3, '工业建筑', 'Industrial'],
    [4, '仓库', 'Warehouse'],
    [5, '地下建筑', 'Underground'],
    [6, '综合体', 'Mixed-use complex'],
  ],
  enum_building_property: [
    [1, '商业', 'Commercial'],
    [2, '办公', 'Office'],
    [3, '医疗', 'Medical'],
    [4, '教育', 'Education'],
    [5, '住宅', 'Residential'],
    [6, '文化娱乐', 'Culture and entertainment'],
    [7, '工业生产', 'Industrial production'],
    [8, '仓储物流', 'Storage and logistics'],
    [9, '其他', 'Other'],
  ],
  enum_building_fire_level: [
    [1, '甲类', 'Class A'],
    [2, '乙类', 'Class B'],
    [3, '丙类', 'Class C'],
    [4, '丁类', 'Class D'],
    [5, '戊类', 'Class E'],
  ],
  enum_building_fire_resistance: [
    [1, '一级', 'Grade 1'],
    [2, '二级', 'Grade 2'],
    [3, '三级', 'Grade 3'],
    [4, '四级', 'Grade 4'],
  ],
  enum_building_structure: [
    [1, '钢筋混凝土结构', 'Reinforced concrete'],
    [2, '钢结构', 'Steel'],
    [3, '砖混结构', 'Brick and concrete'],
    [4, '砖木结构', 'Brick and timber'],
    [5, '木结构', 'Timber'],
    [6, '其他', 'Other'],
  ],
  enum_display_type: [
    [1, '三维', '3D'],
    [2, '二维', '2D'],
  ],
  enum_task_origin: [
    [1, '计划', 'Planned'],
    [2, '业主通知', 'Owner notice'],
    [3, '告警报修', 'Alarm repair request'],
  ],
  enum_task_type: [
    [1, '维保', 'Maintenance'],
    [2, '维修', 'Repair'],
  ],
  enum_task_status: [
    [1, '待处理', 'Pending'],
    [2, '处理中', 'Processing'],
    [3, '已完成', 'Completed'],
    [4, '已关闭', 'Closed'],
  ],
  enum_check_cycle: [
    [3, '月', 'Month'],
    [2, '季度', 'Quarter'],
    [1, '年', 'Year'],
  ],
  // Accounts (spec 001 §3 "User"): staff status is the spec's; roles, states and certificate types are not listed there
  // (docs/archives.md "Code tables the spec names without values").
  enum_user_staff: [
    [1, '在职', 'On the job'],
    [0, '离职', 'Left'],
  ],
  enum_user_role: [
    [1, '消防安全责任人', 'Fire-safety responsible person'],
    [2, '消防安全管理人', 'Fire-safety manager'],
    [3, '消防控制室值班员', 'Fire control room operator'],
    [4, '微型消防站队员', 'Micro fire station member'],
    [5, '维保人员', 'Maintenance staff'],
    [6, '普通员工', 'Staff member'],
  ],
  enum_user_status: [
    [1, '正常', 'Normal'],
    [2, '停用', 'Disabled'],
    [3, '已过期', 'Expired'],
  ],
  enum_certificate_type: [
    [1, '一级注册消防工程师', 'First-class registered fire engineer'],
    [2, '二级注册消防工程师', 'Second-class registered fire engineer'],
    [3, '消防设施操作员', 'Fire facility operator'],
    [4, '消防安全管理人员培训证书', 'Fire-safety management training certificate'],
    [5, '电工证', 'Electrician certificate'],
    [6, '其他', 'Other'],
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
    [9, '其他', 'Other'],
  ],
  // Notices (spec 001 §3 "Notice").
  enum_notification_type: [
    [1, '通知', 'Notice'],
    [2, '公告', 'Announcement'],
    [3, '告警', 'Alarm'],
    [4, '回复', 'Reply'],
  ],
  // Patrol (spec 002 §3): cycle-task types are the spec's; item and site-position types are not listed there.
  enum_pt_ctask_type: [
    [1, '每日', 'Daily'],
    [2, '每周', 'Weekly'],
    [3, '每月', 'Monthly'],
    [4, '每年', 'Yearly'],
  ],
  enum_pt_item_type: [
    [1, '消防设施', 'Fire facilities'],
    [2, '疏散通道', 'Evacuation routes'],
    [3, '用火用电', 'Fire and electricity use'],
    [4, '消防控制室', 'Fire control room'],
    [5, '其他', 'Other'],
  ],
  enum_site_position_type: [
    [1, '室内', 'Indoor'],
    [2, '室外', 'Outdoor'],
  ],
  // Maintenance and repair (spec 002 §3–§4): the task statuses are the spec's; urgency levels are not listed there.
  enum_maint_status: [
    [1, '待分配', 'To assign'],
    [2, '待接收', 'To receive'],
    [3, '进行中', 'In progress'],
    [4, '已完成', 'Completed'],
  ],
  enum_task_level: [
    [1, '一般', 'Normal'],
    [2, '紧急', 'Urgent'],
    [3, '特急', 'Very urgent'],
  ],
  enum_electricity_phase: [
    [1, '单相', 'Single phase'],
    [3, '三相', 'Three phase'],
  ],
  enum_equipment_type: [
    [1, '灭火器', 'Fire extinguisher'],
    [2, '室内消火栓', 'Indoor fire hydrant'],
    [3, '消防水泵', 'Fire pump'],
    [4, '防火门', 'Fire door'],
    [5, '应急照明灯', 'Emergency light'],
    [6, '疏散指示标志', 'Evacuation sign'],
    [7, '消防水箱', 'Fire water tank'],
    [8, '排烟风机', 'Smoke exhaust fan'],
  ],
  enum_position_type: [
    [1, '室内', 'Indoor'],
    [2, '室外', 'Outdoor'],
  ],
  enum_equipment_bind_device_type: [
    [1, '状态监测', 'Status monitoring'],
    [2, '压力监测', 'Pressure monitoring'],
    [3, '液位监测', 'Level monitoring'],
    [4, '视频监控', 'Video surveillance'],
    [5, '联动控制', 'Linkage control'],
  ],
  enum_scene_model_type: [
    [1, '厨房', 'Kitchen'],
    [2, '配电室', 'Power distribution room'],
    [3, '消防泵房', 'Fire pump room'],
    [4, '消防控制室', 'Fire control room'],
    [5, '仓库', 'Warehouse'],
    [6, '地下车库', 'Underground car park'],
    [7, '机房', 'Machine room'],
    [8, '其他', 'Other'],
  ],
  enum_firecock_type: [
    [1, '压力检测终端', 'Pressure detection terminal'],
    [2, '智能闷盖', 'Smart cover'],
    [3, '智能闷盖带压力', 'Smart cover with pressure'],
  ],
  enum_waterhead_apply: [
    [1, '市政管网', 'Municipal mains'],
    [2, '消防水池', 'Fire pool'],
    [3, '天然水源', 'Natural water source'],
  ],
  enum_waterline_form: [
    [1, '环状管网', 'Looped network'],
    [2, '枝状管网', 'Branched network'],
  ],
  enum_placing_form: [
    [1, '地上式', 'Above ground'],
    [2, '地下式', 'Underground'],
    [3, '室外直埋式', 'Direct buried'],
  ],
  enum_push_mode: [
    [1, '站内通知', 'Site notice'],
    [2, 'APP通知', 'App notice'],
    [3, '微信公众号', 'Wechat official account'],
    [4, '短信', 'SMS'],
    [5, '语音', 'Voice'],
    [6, '邮件', 'E-mail'],
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
