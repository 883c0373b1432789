import type { EquipmentItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, message, Popconfirm, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageKey } from '../../../locales/en-US';
import { deleteEquipment, fetchEquipmentList } from '../api';
import { useBuildingOptions, useButton, useEnumOptions } from '../hooks';

type Filters = { building_id?: number; enum_equipment_type?: number; equipment_name?: string };

/** /company/equipment_list?company_id=: a unit's fire facilities, filtered and paged through the URL query. */
export const EquipmentListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const companyId = Number(search.get('company_id'));
  const pageNo = Math.max(0, Number(search.get('page_no') ?? '0') || 0);
  const filters = {
    building_id: search.get('building_id') ?? undefined,
    enum_equipment_type: search.get('enum_equipment_type') ?? undefined,
    equipment_name: search.get('equipment_name') ?? undefined,
  };
  const list = useQuery({
    queryKey: ['equipment', 'list', companyId, pageNo, filters],
    queryFn: () => fetchEquipmentList({ company_id: companyId || undefined, ...filters, page_no: pageNo, page_size: 20 }),
  });
  const typeOptions = useEnumOptions('enum_equipment_type');
  const buildingOptions = useBuildingOptions(companyId);
  const remove = useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => {
      void message.success(t('equipment.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
    },
  });
  const canAdd = useButton('networkcompany-equipment-info-new');
  const canEdit = useButton('networkcompany-equipment-info-edit');
  const canDelete = useButton('networkcompany-equipment-info-del');
  const typeLabel = (id: number) => typeOptions.find((option) => option.value === id)?.label ?? String(id);

  // Filters reset the page; company_id stays.
  const applyFilters = (values: Filters) => {
    const next = new URLSearchParams();
    if (companyId) next.set('company_id', String(companyId));
    if (values.building_id) next.set('building_id', String(values.building_id));
    if (values.enum_equipment_type) next.set('enum_equipment_type', String(values.enum_equipment_type));
    if (values.equipment_name?.trim()) next.set('equipment_name', values.equipment_name.trim());
    setSearch(next);
  };

  return (
    <Card
      title={t('equipment.list.title')}
      extra={canAdd && companyId ? <Button type="primary" onClick={() => navigate(`/company/equipment/edit?company_id=${companyId}`)}>{t('equipment.list.add')}</Button> : null}
      data-testid="equipment-list"
    >
      {companyId ? null : <Alert type="info" showIcon message={t('equipment.noCompany')} style={{ marginBottom: 16 }} />}
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ equipment_name: filters.equipment_name, building_id: filters.building_id ? Number(filters.building_id) : undefined, enum_equipment_type: filters.enum_equipment_type ? Number(filters.enum_equipment_type) : undefined }}
        onFinish={applyFilters}
      >
        {companyId ? (
          <Form.Item name="building_id" label={t('equipment.field.building')}>
            <Select allowClear style={{ width: 160 }} options={buildingOptions} />
          </Form.Item>
        ) : null}
        <Form.Item name="enum_equipment_type" label={t('equipment.field.type')}>
          <Select allowClear style={{ width: 160 }} options={typeOptions} />
        </Form.Item>
        <Form.Item name="equipment_name" label={t('equipment.field.name')}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Button htmlType="submit">{t('equipment.action.search')}</Button>
      </Form>
      <Table<EquipmentItem>
        rowKey="equipment_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: pageNo + 1,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => {
            const next = new URLSearchParams(search);
            next.set('page_no', String(page - 1));
            setSearch(next);
          },
        }}
        columns={[
          { title: t('equipment.field.number'), dataIndex: 'equipment_number' },
          { title: t('equipment.field.name'), dataIndex: 'equipment_name' },
          { title: t('equipment.field.type'), render: (_, item) => typeLabel(item.enum_equipment_type) },
          { title: t('equipment.field.building'), render: (_, item) => [item.building_name, item.floor_name].filter(Boolean).join(' / ') || '—' },
          { title: t('equipment.field.positionDesc'), dataIndex: 'position_desc' },
          { title: t('equipment.field.checkCycle'), render: (_, item) => t(`equipment.cycle.${item.check_cycle}` as MessageKey) },
          { title: t('equipment.field.devices'), dataIndex: 'device_count' },
          {
            title: '',
            render: (_, item) => (
              <Space>
                <Link to={`/company/equipment/info?company_id=${item.company_id}&equipment_id=${item.equipment_id}`}>{t('equipment.action.details')}</Link>
                {canEdit ? <Link to={`/company/equipment/edit?company_id=${item.company_id}&type=edit&equipment_id=${item.equipment_id}`}>{t('equipment.action.edit')}</Link> : null}
                <Link to={`/company/equipment/device?company_id=${item.company_id}&equipment_id=${item.equipment_id}`}>{t('equipment.action.devices')}</Link>
                {canDelete ? (
                  <Popconfirm title={t('equipment.confirmDelete')} onConfirm={() => remove.mutate(item.equipment_id)}>
                    <Button type="link" danger size="small">
                      {t('equipment.action.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};

export default EquipmentListPage;
