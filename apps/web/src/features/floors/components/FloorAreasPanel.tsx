import { Button, Card, List, message, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withConfirm } from '../../../components/confirm-dialog';
import type { AreaRecord } from '@fireline/shared';
import { useDeleteArea, useFloorAreas } from '../hooks';
import { AreaNameDialog } from './AreaNameDialog';

type Props = { floorId: number; floorName: string; canEdit: boolean; canDelete: boolean };

/**
 * The chosen floor's areas: add, rename, delete. The server keeps the floor's last area and its only default area
 * (spec 001 §5 'at least one default area, so it cannot be deleted'); its refusal is shown as it words it.
 */
export const FloorAreasPanel = ({ floorId, floorName, canEdit, canDelete }: Props) => {
  const { t } = useTranslation();
  const areas = useFloorAreas(floorId);
  const remove = useDeleteArea();
  const [dialog, setDialog] = useState<{ area?: AreaRecord }>();
  const confirmDelete = (area: AreaRecord) =>
    void withConfirm({ content: t('areas.deleteConfirm', { name: area.area_name }), danger: true }, () =>
      remove.mutateAsync(area.area_id).then(
        () => void message.success(t('floors.deleted')),
        () => undefined,
      ),
    );
  return (
    <Card
      size="small"
      title={t('areas.title', { floor: floorName })}
      data-testid="floor-areas"
      style={{ marginTop: 16 }}
      extra={
        canEdit && (
          <Button size="small" onClick={() => setDialog({})} data-testid="area-add">
            {t('areas.add')}
          </Button>
        )
      }
    >
      <List
        size="small"
        loading={areas.isLoading}
        locale={{ emptyText: t('areas.none') }}
        dataSource={areas.data ?? []}
        renderItem={(area) => (
          <List.Item
            data-testid={`area-${area.area_id}`}
            actions={[
              canEdit && (
                <Button
                  key="rename"
                  type="link"
                  size="small"
                  onClick={() => setDialog({ area })}
                  data-testid={`area-rename-${area.area_id}`}
                >
                  {t('areas.rename')}
                </Button>
              ),
              canDelete && (
                <Button
                  key="delete"
                  type="link"
                  danger
                  size="small"
                  onClick={() => confirmDelete(area)}
                  data-testid={`area-delete-${area.area_id}`}
                >
                  {t('areas.delete')}
                </Button>
              ),
            ].filter(Boolean)}
          >
            <Space>
              {area.area_name}
              {area.is_default === 1 && <Tag>{t('areas.default')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
      {dialog && <AreaNameDialog floorId={floorId} area={dialog.area} onClose={() => setDialog(undefined)} />}
    </Card>
  );
};
