import type { CheckItem, Lang } from '@fireline/shared';

type Template = readonly (readonly [zhName: string, zhRequire: string, enName: string, enRequire: string])[];

/**
 * The check list a piece of equipment starts with when it is put under contract, by enum_equipment_type: the usual
 * items of a maintenance inspection (GB 25201 建筑消防设施的维护管理). The contract's copy is then the company's to edit
 * (PUT contract_related/info); written in the language of the call that added the equipment.
 */
const templates: Record<number, Template> = {
  1: [
    ['外观检查', '筒体无锈蚀、变形，铭牌清晰', 'Appearance', 'No rust or dents; nameplate legible'],
    ['压力指示', '压力表指针在绿区', 'Pressure gauge', 'Needle in the green zone'],
    ['有效期', '在检验有效期内', 'Service date', 'Within its inspection period'],
    ['设置位置', '位置明显、取用方便', 'Placement', 'Visible and easy to reach'],
  ],
  2: [
    ['箱体组件', '水带、水枪、接口齐全完好', 'Cabinet contents', 'Hose, nozzle and couplings complete'],
    ['栓口压力', '栓口出水压力符合要求', 'Outlet pressure', 'Outlet pressure as required'],
    ['启泵按钮', '按下后能启动消防泵并反馈', 'Pump button', 'Starts the fire pump and reports back'],
  ],
  3: [
    ['手动启停', '就地和远程手动启停正常', 'Manual start', 'Starts and stops locally and remotely'],
    ['自动启动', '压力开关联动启泵正常', 'Automatic start', 'Pressure switch starts the pump'],
    ['运行状态', '运行平稳，无异响，压力正常', 'Running', 'Runs smoothly, no noise, pressure normal'],
    ['控制柜', '控制柜处于自动状态，指示正常', 'Control cabinet', 'In automatic mode, indicators normal'],
  ],
  4: [
    ['门体', '门体、门框完好，无变形', 'Door leaf', 'Leaf and frame intact'],
    ['闭门器', '能自行关闭严密', 'Door closer', 'Closes tightly by itself'],
    ['顺序器', '双扇门按顺序关闭', 'Coordinator', 'Double leaves close in order'],
  ],
  5: [
    ['应急转换', '切断主电后自动转入应急状态', 'Emergency switch-over', 'Switches to battery when mains fail'],
    ['持续时间', '应急持续时间满足要求', 'Duration', 'Lasts as long as required'],
  ],
  6: [
    ['指示方向', '指示方向正确，与疏散路线一致', 'Direction', 'Points along the escape route'],
    ['亮度', '标志清晰，亮度满足要求', 'Brightness', 'Clear and bright enough'],
  ],
  7: [
    ['水位', '水位符合设计要求', 'Water level', 'Level as designed'],
    ['补水', '补水设施正常', 'Refill', 'Refill works'],
    ['阀门', '出水管阀门常开', 'Valves', 'Outlet valves open'],
  ],
  8: [
    ['手动启动', '就地和远程手动启动正常', 'Manual start', 'Starts locally and remotely'],
    ['联动启动', '火灾报警联动启动正常', 'Linked start', 'Started by the fire alarm'],
    ['运行状态', '运行平稳，风量正常', 'Running', 'Runs smoothly, air flow normal'],
  ],
};

const general: Template = [
  ['外观检查', '外观完好，无损坏', 'Appearance', 'Intact, no damage'],
  ['功能测试', '功能正常', 'Function test', 'Works as intended'],
];

/** The starting check list of an equipment type, in the call's language. */
export const checkTemplateOf = (equipmentType: number, lang: Lang): CheckItem[] =>
  (templates[equipmentType] ?? general).map(([zhName, zhRequire, enName, enRequire]) =>
    lang === 'en' ? { item_name: enName, check_require: enRequire } : { item_name: zhName, check_require: zhRequire },
  );
