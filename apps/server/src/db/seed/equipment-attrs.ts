import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { equipmentAttrDefs } from '../schema';

type Option = { id: string; name: string; eng_name: string };
type Def = {
  key: string;
  zh: string;
  en: string;
  type: 'text' | 'number' | 'select' | 'date';
  unit?: string;
  options?: Option[];
  required?: boolean;
};

const option = (id: string, name: string, engName: string): Option => ({ id, name, eng_name: engName });
const productionDate: Def = { key: 'production_date', zh: '生产日期', en: 'production date', type: 'date' };
const brand: Def = { key: 'brand', zh: '品牌', en: 'brand', type: 'text' };

/** Attribute definitions per enum_equipment_type id (the facility form's extra fields). */
export const equipmentAttrTable: Record<number, Def[]> = {
  1: [
    {
      key: 'agent',
      zh: '灭火剂类型',
      en: 'extinguishing agent',
      type: 'select',
      required: true,
      options: [
        option('dry_powder', '干粉', 'dry powder'),
        option('co2', '二氧化碳', 'carbon dioxide'),
        option('water', '水基', 'water based'),
        option('foam', '泡沫', 'foam'),
      ],
    },
    { key: 'capacity', zh: '规格', en: 'capacity', type: 'number', unit: 'kg', required: true },
    productionDate,
    { key: 'expiry_date', zh: '有效期至', en: 'valid until', type: 'date' },
    {
      key: 'pressure_state',
      zh: '压力状态',
      en: 'pressure state',
      type: 'select',
      options: [option('normal', '正常', 'normal'), option('low', '欠压', 'under pressure')],
    },
  ],
  2: [
    {
      key: 'outlet_diameter',
      zh: '栓口直径',
      en: 'outlet diameter',
      type: 'select',
      unit: 'mm',
      required: true,
      options: [option('50', 'DN50', 'DN50'), option('65', 'DN65', 'DN65')],
    },
    { key: 'hose_length', zh: '水带长度', en: 'hose length', type: 'number', unit: 'm' },
    { key: 'nozzle_diameter', zh: '水枪口径', en: 'nozzle diameter', type: 'number', unit: 'mm' },
    {
      key: 'has_reel',
      zh: '配置消防软管卷盘',
      en: 'hose reel fitted',
      type: 'select',
      options: [option('yes', '是', 'yes'), option('no', '否', 'no')],
    },
  ],
  3: [
    brand,
    { key: 'power', zh: '功率', en: 'power', type: 'number', unit: 'kW', required: true },
    { key: 'flow', zh: '流量', en: 'flow', type: 'number', unit: 'L/s' },
    { key: 'head', zh: '扬程', en: 'head', type: 'number', unit: 'm' },
    {
      key: 'pump_role',
      zh: '用途',
      en: 'role',
      type: 'select',
      options: [
        option('hydrant', '消火栓泵', 'hydrant pump'),
        option('sprinkler', '喷淋泵', 'sprinkler pump'),
        option('booster', '稳压泵', 'jockey pump'),
      ],
    },
  ],
  4: [
    {
      key: 'fire_rating',
      zh: '防火等级',
      en: 'fire rating',
      type: 'select',
      required: true,
      options: [option('A', '甲级', 'class A'), option('B', '乙级', 'class B'), option('C', '丙级', 'class C')],
    },
    {
      key: 'door_kind',
      zh: '开启方式',
      en: 'door kind',
      type: 'select',
      options: [option('normally_closed', '常闭', 'normally closed'), option('normally_open', '常开', 'normally open')],
    },
    productionDate,
  ],
  5: [
    brand,
    { key: 'duration', zh: '持续供电时间', en: 'backup duration', type: 'number', unit: 'min' },
    productionDate,
  ],
  6: [
    brand,
    {
      key: 'direction',
      zh: '指示方向',
      en: 'direction',
      type: 'select',
      options: [
        option('left', '向左', 'left'),
        option('right', '向右', 'right'),
        option('both', '双向', 'both ways'),
        option('exit', '安全出口', 'exit'),
      ],
    },
    productionDate,
  ],
  7: [
    { key: 'volume', zh: '有效容积', en: 'effective volume', type: 'number', unit: 'm³', required: true },
    { key: 'material', zh: '材质', en: 'material', type: 'text' },
  ],
  8: [
    brand,
    { key: 'air_volume', zh: '风量', en: 'air volume', type: 'number', unit: 'm³/h' },
    { key: 'power', zh: '功率', en: 'power', type: 'number', unit: 'kW' },
  ],
};

/** Upserts every definition on start (like seedEnums), so a release can add attributes. */
export const seedEquipmentAttrs = async (db: DbOrTx) => {
  const rows = Object.entries(equipmentAttrTable).flatMap(([type, defs]) =>
    defs.map((def, index) => ({
      equipmentType: Number(type),
      key: def.key,
      name: def.zh,
      engName: def.en,
      valueType: def.type,
      unit: def.unit ?? null,
      options: def.options ?? [],
      isRequired: def.required ?? false,
      sort: index,
    })),
  );
  await db
    .insert(equipmentAttrDefs)
    .values(rows)
    .onConflictDoUpdate({
      target: [equipmentAttrDefs.equipmentType, equipmentAttrDefs.key],
      set: {
        name: sql`excluded.name`,
        engName: sql`excluded.eng_name`,
        valueType: sql`excluded.value_type`,
        unit: sql`excluded.unit`,
        options: sql`excluded.options`,
        isRequired: sql`excluded.is_required`,
        sort: sql`excluded.sort`,
      },
    });
  return rows.length;
};
