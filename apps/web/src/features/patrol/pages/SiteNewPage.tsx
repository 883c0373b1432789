import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import {
  createSite,
  fetchBuildings,
  fetchFloors,
  fetchSite,
  genNumber,
  isUnitUser,
  ownUnitId,
  updateSite,
} from '../api';
import { itemProblem, ItemsEditor, toItemInput, type ItemDraft } from '../components/ItemsEditor';
import { EquipmentSelect, UnitSelect } from '../components/pickers';
import { PlanPointPicker } from '../components/PlanPointPicker';
import { siteDetailPath } from './SiteListPage';
import { patrolKeys } from '../keys';

type Values = {
  company_cared_id?: number;
  site_code: string;
  site_name: string;
  enum_site_position_type: number;
  building_id?: number;
  floor_id?: number;
  point?: { x: number; y: number } | null;
  site_location?: string;
  remark?: string;
  equipment_id?: number | null;
  items?: ItemDraft[];
};

/** /patrol/patrol_site_new (type=edit&id= to edit): a site, its place on the plan, and (new) its items. */
export const SiteNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('type') === 'edit' ? idParam(params.get('id')) : undefined;
  const [form] = Form.useForm<Values>();
  const [companyId, setCompanyId] = useState<number>();
  const buildingId = Form.useWatch('building_id', form);
  const floorId = Form.useWatch('floor_id', form);
  const positionType = Form.useWatch('enum_site_position_type', form) ?? 1;
  const existing = useQuery({
    queryKey: patrolKeys.site(editId),
    queryFn: () => fetchSite(editId!),
    enabled: Boolean(editId),
  });
  const code = useQuery({
    queryKey: patrolKeys.genSite(),
    queryFn: () => genNumber('site'),
    enabled: !editId,
    staleTime: Infinity,
  });
  const unit = editId ? existing.data?.company_cared_id : (companyId ?? ownUnitId());
  const buildings = useQuery({
    queryKey: patrolKeys.buildings(unit),
    queryFn: () => fetchBuildings(unit),
    enabled: Boolean(unit),
  });
  const floors = useQuery({
    queryKey: patrolKeys.floors(buildingId),
    queryFn: () => fetchFloors(buildingId!),
    enabled: Boolean(buildingId),
  });
  useEffect(() => {
    if (code.data && !form.getFieldValue('site_code')) form.setFieldValue('site_code', code.data.number);
  }, [code.data, form]);
  useEffect(() => {
    const site = existing.data;
    if (!site) return;
    form.setFieldsValue({
      site_code: site.site_code,
      site_name: site.site_name,
      enum_site_position_type: site.enum_site_position_type.id,
      building_id: site.building_id ?? undefined,
      floor_id: site.floor_id ?? undefined,
      point: site.point,
      site_location: site.site_location,
      remark: site.remark,
      equipment_id: site.equipment_id,
    });
  }, [existing.data, form]);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        site_code: values.site_code.trim(),
        site_name: values.site_name.trim(),
        enum_site_position_type: values.enum_site_position_type,
        building_id: values.building_id ?? null,
        floor_id: values.floor_id ?? null,
        point: values.point ?? null,
        site_location: values.site_location?.trim() ?? '',
        remark: values.remark?.trim() ?? '',
        equipment_id: values.equipment_id ?? null,
      };
      return editId
        ? updateSite({ site_id: editId, ...fields })
        : createSite({
            company_cared_id: values.company_cared_id,
            ...fields,
            items: (values.items ?? []).map(toItemInput),
          });
    },
    onSuccess: (site) => {
      void message.success(t('patrol.saved'));
      navigate(siteDetailPath(site.id));
    },
  });
  return (
    <Card
      title={t(editId ? 'patrol.site.edit' : 'patrol.site.new')}
      loading={Boolean(editId) && existing.isLoading}
      data-testid="site-new-page"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 760 }}
        initialValues={{ enum_site_position_type: 1, items: [] }}
        onFinish={(values) => save.mutate(values)}
      >
        {!editId && !isUnitUser() && (
          <Form.Item name="company_cared_id" label={t('patrol.unit')} rules={[{ required: true }]}>
            <UnitSelect
              onChange={(id) => {
                setCompanyId(id);
                form.setFieldsValue({ building_id: undefined, floor_id: undefined, equipment_id: null });
              }}
            />
          </Form.Item>
        )}
        <Form.Item name="equipment_id" label={t('patrol.site.facility')} extra={t('patrol.site.facilityHint')}>
          <EquipmentSelect
            companyId={unit}
            onPick={(item) => {
              // The point is where the facility is: its place taken, the name and location kept when typed already.
              const current = form.getFieldsValue();
              form.setFieldsValue({
                site_name: current.site_name?.trim() ? current.site_name : item.equipment_name.slice(0, 50),
                site_location: current.site_location?.trim() ? current.site_location : item.position_desc.slice(0, 100),
                enum_site_position_type: item.enum_position_type === 2 ? 2 : 1,
                building_id: item.building_id ?? undefined,
                floor_id: item.floor_id ?? undefined,
                point: item.point,
              });
            }}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item
            name="site_code"
            label={t('patrol.site.code')}
            rules={[{ required: true, whitespace: true, max: 40 }]}
          >
            <Input maxLength={40} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="site_name"
            label={t('patrol.site.name')}
            rules={[{ required: true, whitespace: true, max: 50 }]}
          >
            <Input maxLength={50} style={{ width: 280 }} data-testid="site-name" />
          </Form.Item>
        </Space>
        <Form.Item name="enum_site_position_type" label={t('patrol.site.positionType')}>
          <Radio.Group
            options={[1, 2].map((id) => ({
              value: id,
              label: t(id === 1 ? 'patrol.site.indoor' : 'patrol.site.outdoor'),
            }))}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="building_id" label={t('patrol.site.building')}>
            <Select
              allowClear
              style={{ width: 220 }}
              options={(buildings.data ?? []).map((row) => ({ value: row.building_id, label: row.building_name }))}
              onChange={() => form.setFieldsValue({ floor_id: undefined, point: null })}
            />
          </Form.Item>
          <Form.Item name="floor_id" label={t('patrol.site.floor')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={(floors.data ?? []).map((row) => ({ value: row.floor_id, label: row.floor_name }))}
              onChange={() => form.setFieldValue('point', null)}
            />
          </Form.Item>
        </Space>
        {positionType === 1 && floorId && (
          <Form.Item name="point" label={t('patrol.site.point')} extra={t('patrol.site.pointHint')}>
            <PlanPointPicker floorId={floorId} />
          </Form.Item>
        )}
        <Form.Item name="site_location" label={t('patrol.site.location')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={t('patrol.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} rows={2} showCount />
        </Form.Item>
        {editId ? (
          <Form.Item label={t('patrol.item.list')}>
            <Link to={`/patrol/patrol_item?site_id=${editId}`}>{t('patrol.item.manage')}</Link>
          </Form.Item>
        ) : (
          <Form.Item
            name="items"
            label={t('patrol.item.list')}
            rules={[
              {
                validator: async (_, items: ItemDraft[] = []) => {
                  const problem = items.map(itemProblem).find(Boolean);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <ItemsEditor />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="site-save">
            {t('patrol.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('patrol.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};

export default SiteNewPage;
