import type { EquipmentItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { QueryDataTable } from '../../../components/DataTable';
import { RowActions, useRemoval } from '../../../components/RowActions';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { deleteEquipment, fetchEquipmentList } from '../api';
import { useBuildingOptions } from '../../../components/building-options';
import { useEquipmentTypeOptions } from '../hooks';
import { useButton } from '../../../lib/permissions';
import { equipmentKeys } from '../keys';

/** /company/equipment_list?company_id=: a unit's equipment (消防设施), filtered by name, type and building through the URL query. */
export const EquipmentListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const companyId = idParam(search.get('company_id')) ?? 0;
  const typeOptions = useEquipmentTypeOptions();
  const buildingOptions = useBuildingOptions(companyId);
  const remove = useRemoval(deleteEquipment, { doneText: t('equipment.deleted'), queryKey: equipmentKeys.all });
  const canAdd = useButton('networkcompany-equipment-info-new');
  const canEdit = useButton('networkcompany-equipment-info-edit');
  const canDelete = useButton('networkcompany-equipment-info-del');

  const heads: TableHead<EquipmentItem>[] = [
    { id: 'equipment_number', name: t('equipment.field.number'), width: 120 },
    {
      id: 'equipment_name',
      name: t('equipment.field.name'),
      width: 160,
      filter_options: { type: 'search', max_length: 50 },
    },
    {
      id: 'enum_equipment_type',
      name: t('equipment.field.type'),
      width: 140,
      filter_options: { type: 'select', options: typeOptions },
      custom: (item) =>
        typeOptions.find((option) => option.value === item.enum_equipment_type)?.label ??
        String(item.enum_equipment_type),
    },
    {
      id: 'building_name',
      name: t('equipment.field.building'),
      width: 160,
      // Buildings are a unit's own: the filter exists only on a unit's page.
      filter_options: companyId ? { type: 'select', key: 'building_id', options: buildingOptions } : undefined,
      custom: (item) => [item.building_name, item.floor_name].filter(Boolean).join(' / ') || '—',
    },
    { id: 'position_desc', name: t('equipment.field.positionDesc'), width: 160 },
    {
      id: 'check_cycle',
      name: t('equipment.field.checkCycle'),
      width: 100,
      custom: (item) => t(`equipment.cycle.${item.check_cycle}` as MessageKey),
    },
    { id: 'device_count', name: t('equipment.field.devices'), width: 100 },
  ];
  const state = useTableState(heads, { context: ['company_id'] });
  const list = useQuery({
    queryKey: equipmentKeys.list(state.query),
    queryFn: () => fetchEquipmentList(state.query),
  });

  return (
    <Card
      title={t('equipment.list.title')}
      extra={
        canAdd && companyId ? (
          <Button type="primary" onClick={() => navigate(`/company/equipment/edit?company_id=${companyId}`)}>
            {t('equipment.list.add')}
          </Button>
        ) : null
      }
      data-testid="equipment-list"
    >
      {companyId ? null : (
        <Alert type="info" showIcon message={t('equipment.noCompany')} style={{ marginBottom: 16 }} />
      )}
      <QueryDataTable<EquipmentItem>
        heads={heads}
        result={list}
        state={state}
        rowKey={(item) => item.equipment_id}
        actions={{
          title: '',
          width: 240,
          render: (item) => {
            const ids = `company_id=${item.company_id}&equipment_id=${item.equipment_id}`;
            return (
              <RowActions
                links={[
                  { to: `/company/equipment/info?${ids}`, label: t('equipment.action.details') },
                  {
                    to: `/company/equipment/edit?company_id=${item.company_id}&type=edit&equipment_id=${item.equipment_id}`,
                    label: t('equipment.action.edit'),
                    isShown: canEdit,
                  },
                  { to: `/company/equipment/device?${ids}`, label: t('equipment.action.devices') },
                ]}
                remove={
                  canDelete
                    ? {
                        title: t('equipment.confirmDelete'),
                        label: t('equipment.action.delete'),
                        onConfirm: () => remove.mutate(item.equipment_id),
                      }
                    : undefined
                }
              />
            );
          },
        }}
      />
    </Card>
  );
};

export default EquipmentListPage;
