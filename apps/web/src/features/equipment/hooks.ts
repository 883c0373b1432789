import { useEnumOptions } from '../../components/enums';

const EQUIPMENT_TYPE_ENUM = 'enum_equipment_type';

/** The equipment types (a remote code table) as select options. */
export const useEquipmentTypeOptions = () => useEnumOptions([EQUIPMENT_TYPE_ENUM])(EQUIPMENT_TYPE_ENUM);
