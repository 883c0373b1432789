import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, message, Row, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAddressSuggest } from '../../../components/AddressSuggest';
import type { MessageKey } from '../../../locales/en-US';
import { createBuilding, updateBuilding } from '../api';
import { buildingEnumNames, buildingFields, toBuildingBody, type BuildingField } from '../building-form';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { useBuilding } from '../hooks';
import { buildingKeys } from '../keys';

/** /company/building/edit: one form for a new building (type absent) and an existing one (type=edit). */
export const BuildingEditPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const companyId = idParam(params.get('company_id'));
  const mode = params.get('type') === 'edit' ? 'edit' : 'new';
  const buildingId = mode === 'edit' ? idParam(params.get('building_id')) : undefined;
  const building = useBuilding(buildingId);
  const optionsOf = useEnumOptions(buildingEnumNames);
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const withDate = {
        ...values,
        build_time: values.build_time ? dayjs(values.build_time as string).format('YYYY-MM-DD') : null,
      };
      const body = toBuildingBody(withDate, mode);
      return mode === 'edit'
        ? updateBuilding({ ...body, building_id: buildingId })
        : createBuilding({ ...body, company_id: companyId });
    },
    onSuccess: async (saved) => {
      void message.success(t('buildings.saved'));
      await queryClient.invalidateQueries({ queryKey: buildingKeys.all });
      void navigate(`/company/building_list?company_id=${saved.company_id}&building_id=${saved.building_id}`);
    },
  });

  if (mode === 'edit' && !building.data) return <Spin />;
  const initial = building.data
    ? { ...building.data, build_time: building.data.build_time ? dayjs(building.data.build_time as string) : undefined }
    : {};
  const control = (field: BuildingField) => {
    if (field.kind === 'enum') return <Select allowClear options={optionsOf(field.enumName!)} />;
    if (field.kind === 'date') return <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />;
    if (field.kind === 'textarea') return <Input.TextArea maxLength={200} showCount />;
    if (field.kind === 'integer') return <InputNumber style={{ width: '100%' }} min={0} precision={0} />;
    if (field.kind === 'number')
      return <InputNumber style={{ width: '100%' }} min={0} precision={2} addonAfter={field.unit} />;
    if (field.id === 'address') return <FormAddressSuggest form={form} regionField="region" maxLength={200} />;
    return <Input maxLength={50} />;
  };
  return (
    <Card title={t(mode === 'edit' ? 'buildings.edit' : 'buildings.new')} data-testid="building-edit-page">
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values: Record<string, unknown>) => save.mutate(values)}
        scrollToFirstError
      >
        <Row gutter={16}>
          {buildingFields
            .filter((field) => mode === 'new' || !field.isNewOnly)
            .map((field) => (
              <Col key={field.id} xs={24} md={12} xl={8}>
                <Form.Item
                  name={field.id}
                  label={t(`buildings.field.${field.id}` as MessageKey)}
                  rules={field.isRequired ? [{ required: true, whitespace: true }] : []}
                >
                  {control(field)}
                </Form.Item>
              </Col>
            ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="building-save">
          {t('buildings.save')}
        </Button>
      </Form>
    </Card>
  );
};

export default BuildingEditPage;
