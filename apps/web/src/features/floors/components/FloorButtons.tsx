import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorRecord } from '@fireline/shared';
import { FloorFormDialog } from './FloorFormDialog';
import { FloorManageDialog } from './FloorManageDialog';

type Props = {
  buildingId: number;
  canEdit: boolean;
  canDelete: boolean;
  onCreated: (floor: FloorRecord) => void;
  onDeleted: (floorIds: number[]) => void;
};

/** "Add floor" and "Manage floors" (edit, delete selected) beside the floor chooser; hidden without their buttons. */
export const FloorButtons = ({ buildingId, canEdit, canDelete, onCreated, onDeleted }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'add' | 'manage'>();
  return (
    <>
      {canEdit && (
        <Button onClick={() => setOpen('add')} data-testid="floor-add">
          {t('floors.add')}
        </Button>
      )}
      {(canEdit || canDelete) && (
        <Button onClick={() => setOpen('manage')} data-testid="floor-manage">
          {t('floors.manage')}
        </Button>
      )}
      {open === 'add' && (
        <FloorFormDialog
          buildingId={buildingId}
          onClose={() => setOpen(undefined)}
          onSaved={(floor) => {
            setOpen(undefined);
            onCreated(floor);
          }}
        />
      )}
      {open === 'manage' && (
        <FloorManageDialog
          buildingId={buildingId}
          canEdit={canEdit}
          canDelete={canDelete}
          onClose={() => setOpen(undefined)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
};
