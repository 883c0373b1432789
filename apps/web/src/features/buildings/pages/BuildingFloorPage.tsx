import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, message, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FloorChooser } from '../../../components/FloorChooser';
import type { DeviceDot } from '@fireline/shared';
import { changeFloorPlan, placeDot, removeDot, uploadPlanImage } from '../api';
import { DotDetailCard } from '../components/DotDetailCard';
import { FloorDotLegend } from '../components/FloorDotLegend';
import { FloorPlanBoard } from '../components/FloorPlanBoard';
import { FloorPlanBoardDevicePicker } from '../components/FloorPlanBoardDevicePicker';
import { PositionFileDialog } from '../components/PositionFileDialog';
import { FloorAreasPanel, FloorButtons } from '../../floors';
import { idParam } from '../../../lib/url';
import { useBuildingStrip, useDots, useFloorPlan } from '../hooks';
import { useButton } from '../../../lib/permissions';
import { buildingKeys } from '../keys';

/**
 * /company/building_list/floor: choose a floor, add / edit / delete floors and the chosen floor's areas, manage its plan
 * (upload, replace, reset, delete) and its device dots. Viewing is the default: a dot click shows its device and newest
 * alarm, and a click on the plan does nothing. Placing dots is an explicit edit mode for those who may edit buildings:
 * there a click on the plan asks which of the floor's devices without a dot sits there, and a dot can be dragged.
 */
export const BuildingFloorPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const companyId = idParam(params.get('company_id'));
  const buildingId = idParam(params.get('building_id'));
  const strip = useBuildingStrip(companyId);
  const building = strip.data?.find((item) => item.building_id === buildingId);
  const floors = building?.floors ?? [];
  const askedFloorId = idParam(params.get('floor_id'));
  const floorId = floors.some((floor) => floor.floor_id === askedFloorId) ? askedFloorId : floors[0]?.floor_id;
  const plan = useFloorPlan(floorId);
  const dots = useDots(floorId);
  const canEdit = useButton('networkcompany-building-info-new');
  const canDelete = useButton('networkcompany-building-info-del');
  const [pending, setPending] = useState<{ x: number; y: number } | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [selectedDotId, setSelectedDotId] = useState<number>();
  const isEditMode = canEdit && isEditing;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: buildingKeys.floorPlan(floorId) }),
      queryClient.invalidateQueries({ queryKey: buildingKeys.floorDots(floorId) }),
    ]);
  const planAction = useMutation({
    mutationFn: async (input: { action: 'upload' | 'replace' | 'reset' | 'delete'; file?: File }) => {
      const fileId = input.file ? (await uploadPlanImage(input.file, companyId)).file_id : undefined;
      return changeFloorPlan({ floor_id: floorId!, action: input.action, file_id: fileId });
    },
    onSuccess: async () => {
      void message.success(t('buildings.plan.updated'));
      await refresh();
    },
    onError: (error) => void message.error(error.message),
  });
  const place = useMutation({ mutationFn: placeDot, onSuccess: refresh });
  const unplace = useMutation({ mutationFn: removeDot, onSuccess: refresh });

  const chooseFloor = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete('floor_id');
    else next.set('floor_id', String(id));
    setParams(next, { replace: true });
    setSelectedDotId(undefined);
  };
  if (strip.isLoading) return <Spin />;
  if (!building || buildingId === undefined) return <Empty description={t('buildings.none')} />;
  const floorButtons = (
    <FloorButtons
      buildingId={buildingId}
      canEdit={canEdit}
      canDelete={canDelete}
      onCreated={(floor) => chooseFloor(floor.floor_id)}
      onDeleted={(ids) => floorId !== undefined && ids.includes(floorId) && chooseFloor(undefined)}
    />
  );
  if (!floors.length || floorId === undefined) {
    return (
      <Card title={`${building.building_name} · ${t('buildings.floors')}`} data-testid="building-floor-page">
        <Space>{floorButtons}</Space>
        <Empty description={t('floors.none')} />
      </Card>
    );
  }
  const uploadButton = (action: 'upload' | 'replace') => (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        planAction.mutate({ action, file });
        return false;
      }}
    >
      <Button loading={planAction.isPending} data-testid={`plan-${action}`}>
        {t(action === 'upload' ? 'buildings.plan.upload' : 'buildings.plan.replace')}
      </Button>
    </Upload>
  );
  const selectedDot = dots.data?.find((dot) => dot.dot_id === selectedDotId);
  const onMove = (dot: DeviceDot, position: { x: number; y: number }) => {
    const target = dot.device_id !== null ? { device_id: dot.device_id } : { component_id: dot.component_id! };
    place.mutate({ floor_id: floorId, ...target, ...position });
  };
  return (
    <Card title={`${building.building_name} · ${t('buildings.floors')}`} data-testid="building-floor-page">
      <Space wrap>{floorButtons}</Space>
      <div style={{ display: 'flex', gap: 16, marginTop: 16 }}>
        <FloorChooser floors={floors} activeId={floorId} onChoose={(floor) => chooseFloor(floor.floor_id)} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <FloorAreasPanel
            floorId={floorId}
            floorName={floors.find((floor) => floor.floor_id === floorId)?.floor_name ?? ''}
            canEdit={canEdit}
            canDelete={canDelete}
          />
          <Space style={{ margin: '16px 0' }} wrap>
            {canEdit && !plan.data && uploadButton('upload')}
            {canEdit && plan.data && (
              <Button
                type={isEditMode ? 'primary' : 'default'}
                data-testid="plan-edit-toggle"
                aria-pressed={isEditMode}
                onClick={() => {
                  setIsEditing(!isEditMode);
                  setSelectedDotId(undefined);
                }}
              >
                {t(isEditMode ? 'buildings.plan.doneEditing' : 'buildings.plan.edit')}
              </Button>
            )}
            {plan.data && !isEditMode && (
              <Typography.Text type="secondary">{t('buildings.plan.viewHelp')}</Typography.Text>
            )}
            {isEditMode && plan.data && (
              <>
                {uploadButton('replace')}
                <Button onClick={() => planAction.mutate({ action: 'reset' })}>{t('buildings.plan.reset')}</Button>
                <Button danger onClick={() => planAction.mutate({ action: 'delete' })}>
                  {t('buildings.plan.delete')}
                </Button>
                {companyId !== undefined && (
                  <PositionFileDialog companyId={companyId} onPlaced={() => void refresh()} />
                )}
                <Typography.Text type="secondary">{t('buildings.plan.placeHelp')}</Typography.Text>
              </>
            )}
          </Space>
          {plan.data ? (
            <>
              <FloorDotLegend />
              <FloorPlanBoard
                imageUrl={plan.data.static_url}
                dots={dots.data ?? []}
                mode={isEditMode ? 'edit' : 'view'}
                onPlace={setPending}
                onMove={onMove}
                onSelect={(dot) => setSelectedDotId(dot.dot_id)}
                selectedDotId={selectedDotId}
                selectedDetail={
                  selectedDot && (
                    <DotDetailCard
                      key={selectedDot.dot_id}
                      dot={selectedDot}
                      companyId={companyId}
                      onClose={() => setSelectedDotId(undefined)}
                    />
                  )
                }
              />
              <FloorPlanBoardDevicePicker
                open={pending !== null}
                floorId={floorId}
                companyId={companyId}
                dots={dots.data ?? []}
                onCancel={() => setPending(null)}
                onChoose={(target) => {
                  if (pending) place.mutate({ floor_id: floorId, ...target, ...pending });
                  setPending(null);
                }}
              />
              <List
                size="small"
                dataSource={dots.data ?? []}
                renderItem={(dot) => (
                  <List.Item
                    actions={
                      isEditMode
                        ? [
                            <Button key="remove" size="small" onClick={() => unplace.mutate(dot.dot_id)}>
                              {t('buildings.plan.removeDot')}
                            </Button>,
                          ]
                        : []
                    }
                  >
                    {dot.name ?? dot.device_id ?? dot.component_id}
                  </List.Item>
                )}
              />
            </>
          ) : (
            <Empty description={t('buildings.plan.none')} />
          )}
        </div>
      </div>
    </Card>
  );
};

export default BuildingFloorPage;
