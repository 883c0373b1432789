import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, message, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../app/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { createEquipment, fetchEquipment, fetchEquipmentAttrs, updateEquipment } from '../api';
import { equipmentSections, fromSubmitted, toEquipmentRecord } from '../equipment-form';
import { useBuildingOptions, useEquipmentTypeOptions, useFloorOptions } from '../hooks';
import { toEquipmentBody, toEquipmentForm } from '../equipment-body';

/** /company/equipment/edit?company_id=[&type=edit&equipment_id=]: the equipment form with its type's attributes. */
export const EquipmentEditPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [form] = Form.useForm();
  const isEdit = formModeOf(search) === 'edit';
  const id = idParam(search.get('equipment_id')) ?? 0;
  const current = useQuery({
    queryKey: ['equipment', 'info', id],
    queryFn: () => fetchEquipment(id),
    enabled: isEdit && id > 0,
  });
  const companyId = current.data?.company_id ?? idParam(search.get('company_id')) ?? 0;
  const type = (Form.useWatch('enum_equipment_type', form) as number | undefined) ?? current.data?.enum_equipment_type;
  const buildingId = (Form.useWatch('building_id', form) as number | null | undefined) ?? current.data?.building_id;
  const attrs = useQuery({
    queryKey: ['equipment', 'attrs', type],
    queryFn: () => fetchEquipmentAttrs(type as number),
    enabled: typeof type === 'number',
  });
  const typeOptions = useEquipmentTypeOptions();
  const buildingOptions = useBuildingOptions(companyId);
  const floorOptions = useFloorOptions(buildingId);
  const record = useMemo(
    () => (current.data ? toEquipmentRecord(toEquipmentForm(current.data)) : { enum_position_type: 1, check_cycle: 3 }),
    [current.data],
  );
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = toEquipmentBody(fromSubmitted(values, attrs.data ?? []), attrs.data ?? []);
      return isEdit
        ? updateEquipment({ ...body, equipment_id: id })
        : createEquipment({ ...body, company_id: companyId });
    },
    onSuccess: (saved) => {
      void message.success(t('equipment.saved'));
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
      void navigate(`/company/equipment/info?company_id=${saved.company_id}&equipment_id=${saved.equipment_id}`);
    },
  });
  // The record's attributes need their fields: the form opens once the type's definitions are here.
  if (isEdit && (!current.data || attrs.isLoading)) return <Spin />;
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
        form={form}
        title={t(isEdit ? 'equipment.edit.editTitle' : 'equipment.edit.newTitle')}
        sections={sections}
        record={record}
        onValuesChange={(changed) => {
          if ('building_id' in changed) form.setFieldValue('floor_id', null);
        }}
        onCancel={() => void navigate(-1)}
        onSave={(values) => save.mutateAsync(values)}
      />
    </div>
  );
};

export default EquipmentEditPage;
