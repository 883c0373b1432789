import type { EquipmentAttrDef } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Divider, Form, Input, InputNumber, message, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { MessageKey } from '../../../locales/en-US';
import { createEquipment, fetchEquipment, fetchEquipmentAttrs, updateEquipment } from '../api';
import { useBuildingOptions, useEnumOptions, useFloorOptions } from '../hooks';
import { toEquipmentBody, toEquipmentForm, type EquipmentFormValues } from '../logic';

/** One attribute's input, by its definition (equipment/equipment_attr). */
const AttributeInput = ({ def, lang }: { def: EquipmentAttrDef; lang: string }) => {
  if (def.value_type === 'select') return <Select allowClear options={def.options.map((option) => ({ value: option.id, label: lang === 'en' ? option.eng_name : option.name }))} />;
  if (def.value_type === 'number') return <InputNumber style={{ width: 200 }} addonAfter={def.unit ?? undefined} />;
  if (def.value_type === 'date') return <Input type="date" style={{ width: 200 }} />;
  return <Input maxLength={200} />;
};

/** /company/equipment/edit?company_id=[&type=edit&equipment_id=]: the facility form with its type's attributes. */
export const EquipmentEditPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [form] = Form.useForm<EquipmentFormValues>();
  const isEdit = search.get('type') === 'edit';
  const id = Number(search.get('equipment_id'));
  const current = useQuery({ queryKey: ['equipment', 'info', id], queryFn: () => fetchEquipment(id), enabled: isEdit && id > 0 });
  const companyId = current.data?.company_id ?? Number(search.get('company_id'));
  const type = Form.useWatch('enum_equipment_type', form) ?? current.data?.enum_equipment_type;
  const buildingId = Form.useWatch('building_id', form);
  const attrs = useQuery({ queryKey: ['equipment', 'attrs', type], queryFn: () => fetchEquipmentAttrs(type as number), enabled: typeof type === 'number' });
  const typeOptions = useEnumOptions('enum_equipment_type');
  const buildingOptions = useBuildingOptions(companyId);
  const floorOptions = useFloorOptions(buildingId);
  const save = useMutation({
    mutationFn: (values: EquipmentFormValues) => {
      const body = toEquipmentBody(values, attrs.data ?? []);
      return isEdit ? updateEquipment({ ...body, equipment_id: id }) : createEquipment({ ...body, company_id: companyId });
    },
    onSuccess: (saved) => {
      void message.success(t('equipment.saved'));
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
      navigate(`/company/equipment/info?company_id=${saved.company_id}&equipment_id=${saved.equipment_id}`);
    },
  });
  if (isEdit && !current.data) return <Spin />;
  const required = [{ required: true, message: t('equipment.required') }];
  const initial: Partial<EquipmentFormValues> = current.data ? toEquipmentForm(current.data) : { enum_position_type: 1, check_cycle: 3 };

  return (
    <Card title={t(isEdit ? 'equipment.edit.editTitle' : 'equipment.edit.newTitle')} data-testid="equipment-edit">
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={initial} scrollToFirstError onFinish={(values) => save.mutate(values)}>
        <Form.Item name="equipment_number" label={t('equipment.field.number')} rules={required}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="equipment_name" label={t('equipment.field.name')} rules={required}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enum_equipment_type" label={t('equipment.field.type')} rules={required}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item name="check_cycle" label={t('equipment.field.checkCycle')}>
          <Select options={[3, 2, 1].map((value) => ({ value, label: t(`equipment.cycle.${value}` as MessageKey) }))} />
        </Form.Item>
        <Form.Item name="building_id" label={t('equipment.field.building')}>
          <Select allowClear options={buildingOptions} onChange={() => form.setFieldValue('floor_id', null)} />
        </Form.Item>
        <Form.Item name="floor_id" label={t('equipment.field.floor')}>
          <Select allowClear options={floorOptions} disabled={!buildingId} />
        </Form.Item>
        <Form.Item name="enum_position_type" label={t('equipment.field.positionType')}>
          <Select options={[1, 2].map((value) => ({ value, label: t(`equipment.position.${value}` as MessageKey) }))} />
        </Form.Item>
        <Space>
          <Form.Item name="point_x" label={t('equipment.field.pointX')}>
            <InputNumber min={0} max={180} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="point_y" label={t('equipment.field.pointY')}>
            <InputNumber min={0} max={100} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item name="position_desc" label={t('equipment.field.positionDesc')}>
          <Input.TextArea maxLength={200} showCount />
        </Form.Item>
        {attrs.data && attrs.data.length > 0 ? <Divider>{t('equipment.field.attributes')}</Divider> : null}
        {(attrs.data ?? []).map((def) => (
          <Form.Item key={def.key} name={['attr', def.key]} label={i18n.language === 'en' ? def.eng_name : def.name} rules={def.required ? required : undefined}>
            <AttributeInput def={def} lang={i18n.language} />
          </Form.Item>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('equipment.action.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('equipment.action.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
};


export default EquipmentEditPage;
