import type { EquipmentItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { useRecordForm } from '../../../components/use-record-form';
import { createEquipment, fetchEquipment, fetchEquipmentAttrs, updateEquipment } from '../api';
import { equipmentSections, fromSubmitted, toEquipmentRecord } from '../equipment-form';
import { useBuildingOptions, useFloorOptions } from '../../../components/building-options';
import { useEquipmentTypeOptions } from '../hooks';
import { toEquipmentBody, toEquipmentForm } from '../equipment-body';
import { equipmentKeys } from '../keys';

const NEW_EQUIPMENT = { enum_position_type: 1, check_cycle: 3 };
const equipmentValues = (item: EquipmentItem) => toEquipmentRecord(toEquipmentForm(item));

/** /company/equipment/edit?company_id=[&type=edit&equipment_id=]: the equipment form with its type's attributes. */
export const EquipmentEditPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm();
  const isEdit = formModeOf(search) === 'edit';
  const id = idParam(search.get('equipment_id')) ?? 0;
  const back = () => void navigate(-1);
  const { formProps, data: current } = useRecordForm({
    form,
    load: { queryKey: equipmentKeys.info(id), queryFn: () => fetchEquipment(id), enabled: isEdit && id > 0 },
    toValues: equipmentValues,
    fallback: NEW_EQUIPMENT,
    save: (values): Promise<EquipmentItem> => {
      const body = toEquipmentBody(fromSubmitted(values, attrs.data ?? []), attrs.data ?? []);
      return isEdit
        ? updateEquipment({ ...body, equipment_id: id })
        : createEquipment({ ...body, company_id: companyId });
    },
    doneText: t('equipment.saved'),
    invalidate: [equipmentKeys.all],
    back,
    afterSave: (saved) =>
      void navigate(`/company/equipment/info?company_id=${saved.company_id}&equipment_id=${saved.equipment_id}`),
  });
  const companyId = current?.company_id ?? idParam(search.get('company_id')) ?? 0;
  const type = (Form.useWatch('enum_equipment_type', form) as number | undefined) ?? current?.enum_equipment_type;
  const buildingId = (Form.useWatch('building_id', form) as number | null | undefined) ?? current?.building_id;
  const attrs = useQuery({
    queryKey: equipmentKeys.attrs(type),
    queryFn: () => fetchEquipmentAttrs(type as number),
    enabled: typeof type === 'number',
  });
  const typeOptions = useEquipmentTypeOptions();
  const buildingOptions = useBuildingOptions(companyId);
  const floorOptions = useFloorOptions(buildingId);
  // The record's attributes need their fields: the form opens once the type's definitions are here.
  if (isEdit && (!current || attrs.isLoading)) return <Spin />;
  const sections = equipmentSections(t, attrs.data ?? [], {
    types: typeOptions,
    buildings: buildingOptions,
    floors: floorOptions,
    hasBuilding: Boolean(buildingId),
    lang: i18n.language,
  });

  return (
    <div data-testid="equipment-edit">
      <FormPage
        {...formProps}
        title={t(isEdit ? 'equipment.edit.editTitle' : 'equipment.edit.newTitle')}
        sections={sections}
        onValuesChange={(changed) => {
          if ('building_id' in changed) form.setFieldValue('floor_id', null);
        }}
      />
    </div>
  );
};

export default EquipmentEditPage;
