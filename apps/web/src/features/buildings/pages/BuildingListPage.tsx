import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, message, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withConfirm } from '../../../components/confirm-dialog';
import { NavigationStrip } from '../../../components/NavigationStrip';
import type { MessageKey } from '../../../locales/en-US';
import { deleteBuilding } from '../api';
import { idParam } from '../../../lib/url';
import { useBuilding, useBuildingStrip } from '../hooks';
import { useButton } from '../../../lib/permissions';
import { buildingKeys } from '../keys';

const shownFields = [
  'building_name',
  'company_name',
  'address',
  'building_height',
  'building_area',
  'ongrounder_floors',
  'underground_floors',
  'max_population',
  'fire_elevator_count',
  'control_room_location',
] as const;

/** /company/building_list: the unit's buildings on the navigation strip (building_id picks the active one), its information, delete. */
export const BuildingListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const companyId = idParam(params.get('company_id'));
  const strip = useBuildingStrip(companyId);
  const activeId = idParam(params.get('building_id')) ?? strip.data?.[0]?.building_id;
  const building = useBuilding(activeId);
  const canDelete = useButton('networkcompany-building-info-del');
  const canEdit = useButton('networkcompany-building-info-new');
  const remove = useMutation({
    mutationFn: deleteBuilding,
    onSuccess: async () => {
      void message.success(t('buildings.deleted'));
      const next = new URLSearchParams(params);
      next.delete('building_id');
      setParams(next, { replace: true });
      await queryClient.invalidateQueries({ queryKey: buildingKeys.all });
    },
  });

  if (companyId === undefined) return <Empty description={t('buildings.chooseUnit')} />;
  if (strip.isLoading) return <Spin />;
  const newPath = `/company/building/edit?company_id=${companyId}`;
  if (!strip.data?.length)
    return (
      <Empty description={t('buildings.none')} data-testid="buildings-empty">
        {canEdit && (
          <Link to={newPath} data-testid="building-new">
            {t('buildings.new')}
          </Link>
        )}
      </Empty>
    );
  const choose = (id: number | string) => {
    const next = new URLSearchParams(params);
    next.set('building_id', String(id));
    setParams(next, { replace: true });
  };
  return (
    <Card title={t('buildings.title')} data-testid="building-list-page">
      <NavigationStrip
        role="building"
        items={strip.data.map((item) => ({ id: item.building_id, name: item.building_name }))}
        isEditing={isEditing}
        onChooseItem={(item) => choose(item.id)}
        onNew={canEdit ? () => void navigate(newPath) : undefined}
        newLabel={t('buildings.new')}
        onEditingChange={canDelete ? setEditing : undefined}
        onRemoveItem={(item) =>
          void withConfirm({ content: t('buildings.deleteConfirm'), danger: true }, () =>
            remove.mutateAsync(Number(item.id)).catch(() => undefined),
          )
        }
      />
      {building.data && (
        <>
          <Descriptions style={{ marginTop: 16 }} column={2} bordered size="small">
            {shownFields.map((field) => (
              <Descriptions.Item key={field} label={t(`buildings.field.${field}` as MessageKey)}>
                {String(building.data[field] ?? '-')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Space style={{ marginTop: 16 }}>
            <Link
              to={`/company/building_list/floor?company_id=${companyId}&building_id=${building.data.building_id}`}
              data-testid="building-floors"
            >
              {t('buildings.floors')}
            </Link>
            {canEdit && (
              <Link
                to={`/company/building/edit?type=edit&company_id=${companyId}&building_id=${building.data.building_id}`}
              >
                {t('buildings.edit')}
              </Link>
            )}
            {canDelete && (
              <Popconfirm
                title={t('buildings.deleteConfirm')}
                onConfirm={() => remove.mutate(building.data.building_id)}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
              >
                <Button danger loading={remove.isPending} data-testid="building-delete">
                  {t('buildings.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </>
      )}
    </Card>
  );
};

export default BuildingListPage;
