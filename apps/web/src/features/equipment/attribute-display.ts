import type { EquipmentAttrDef } from '@fireline/shared';

/** An attribute value as shown: the option's label for a choice, with the unit for a number. */
export const displayAttribute = (
  def: EquipmentAttrDef,
  value: string | number | null | undefined,
  lang: 'zh' | 'en',
) => {
  if (value === undefined || value === null || value === '') return '—';
  if (def.value_type === 'select') {
    const option = def.options.find((item) => item.id === String(value));
    return option ? (lang === 'en' ? option.eng_name : option.name) : String(value);
  }
  return def.unit ? `${value} ${def.unit}` : String(value);
};
