import { Button, message, Modal, Space, Table } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { withConfirm } from '../../../components/confirm-dialog';
import type { FloorRecord } from '@fireline/shared';
import { useDeleteFloors, useFloorList } from '../hooks';
import { FloorFormDialog } from './FloorFormDialog';

type Props = {
  buildingId: number;
  canEdit: boolean;
  canDelete: boolean;
  onClose: () => void;
  onDeleted: (floorIds: number[]) => void;
};

/**
 * The building's floors as a list: edit one, or tick several and delete them (spec 001 §5: deleting needs a selection
 * first). A floor with devices is refused by the server, whose message is shown; the floors before it are gone.
 */
export const FloorManageDialog = ({ buildingId, canEdit, canDelete, onClose, onDeleted }: Props) => {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page_no: 0, page_size: 20 });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<FloorRecord>();
  const list = useFloorList(buildingId, page);
  const remove = useDeleteFloors();
  const [names, setNames] = useState(new Map<number, string>());

  const deleteSelected = () => {
    if (selected.length === 0) {
      void message.warning(t('floors.selectFirst'));
      return;
    }
    const ids = selected.map(Number);
    const label = ids.map((id) => names.get(id) ?? id).join('、');
    const deleted: number[] = [];
    const onEach = (id: number) => {
      deleted.push(id);
      setSelected((keys) => keys.filter((key) => key !== id));
    };
    void withConfirm({ content: t('floors.deleteConfirm', { names: label }), danger: true }, () =>
      remove
        .mutateAsync({ floorIds: ids, onEach })
        .then(() => void message.success(t('floors.deleted')))
        .catch(() => undefined)
        .finally(() => deleted.length > 0 && onDeleted(deleted)),
    );
  };

  return (
    <Modal open width={720} title={t('floors.manageTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      {canDelete && (
        <Space style={{ marginBottom: 12 }}>
          <Button danger loading={remove.isPending} onClick={deleteSelected} data-testid="floors-delete-selected">
            {t('floors.deleteSelected')}
          </Button>
        </Space>
      )}
      <Table<FloorRecord>
        size="small"
        rowKey="floor_id"
        data-testid="floor-manage-table"
        loading={list.isFetching}
        dataSource={list.data?.list}
        rowSelection={
          canDelete
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys, rows) => {
                  setSelected(keys);
                  setNames(
                    (known) =>
                      new Map([
                        ...known,
                        ...rows.filter(Boolean).map((row) => [row.floor_id, row.floor_name] as const),
                      ]),
                  );
                },
              }
            : undefined
        }
        pagination={{
          current: page.page_no + 1,
          pageSize: page.page_size,
          total: list.data?.total ?? 0,
          onChange: (current, pageSize) => setPage({ page_no: current - 1, page_size: pageSize }),
        }}
        columns={[
          { key: 'name', title: t('floors.name'), dataIndex: 'floor_name', width: 90 },
          { key: 'description', title: t('floors.description'), dataIndex: 'description', ellipsis: true },
          { key: 'areas', title: t('floors.areaCount'), dataIndex: 'area_count', width: 80 },
          {
            key: 'plan',
            title: t('floors.hasPlan'),
            width: 90,
            render: (_, floor) => t(floor.has_plan ? 'floors.yes' : 'floors.no'),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('floors.actions'),
                  width: 90,
                  render: (_: unknown, floor: FloorRecord) => (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing(floor)}
                      data-testid={`floor-edit-${floor.floor_id}`}
                    >
                      {t('floors.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <FloorFormDialog
          buildingId={buildingId}
          floor={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      )}
    </Modal>
  );
};
