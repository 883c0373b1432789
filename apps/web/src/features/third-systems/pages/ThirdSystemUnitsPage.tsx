import type { ThirdSystemKind, ThirdSystemUnit } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Modal, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useButton } from '../../../lib/permissions';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { addSystemUnits, fetchSystem, fetchSystemUnits, removeSystemUnits } from '../api';
import { ThirdSystemFrame } from '../components/ThirdSystemFrame';
import { UnitPicker } from '../components/UnitPicker';
import { detailPath, listPath } from '../paths';
import { thirdSystemKeys } from '../keys';

/**
 * /thirdsystem/<kind>/companyList?id=: the units a system may see; units of the user's scope are added, selected ones
 * removed (deleting needs a selection, spec 002 §5).
 */
export const ThirdSystemUnitsPage = ({ kind }: { kind: ThirdSystemKind }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const canEdit = useButton('thirdsystem-edit');
  const [selected, setSelected] = useState<Key[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [toAdd, setToAdd] = useState<number[]>([]);
  const system = useQuery({
    queryKey: thirdSystemKeys.system(id),
    queryFn: () => fetchSystem(id!),
    enabled: id !== undefined,
  });
  const heads = useMemo<TableHead<ThirdSystemUnit>[]>(
    () => [
      {
        id: 'company_name',
        name: t('thirdSystems.units.name'),
        width: 220,
        filter_options: { type: 'search', max_length: 50 },
      },
      { id: 'address', name: t('thirdSystems.units.address'), width: 260, custom: (row) => row.address ?? '-' },
      {
        id: 'grant_time',
        name: t('thirdSystems.units.granted'),
        width: 160,
        custom: (row) => formatEpoch(row.grant_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    [t],
  );
  const state = useTableState(heads);
  const query = { ...state.query, id: id ?? 0 };
  const units = useQuery({
    queryKey: thirdSystemKeys.units(query),
    queryFn: () => fetchSystemUnits(query),
    enabled: id !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: thirdSystemKeys.all });
  const add = useMutation({
    mutationFn: () => addSystemUnits(id!, toAdd),
    onSuccess: () => {
      void message.success(t('thirdSystems.units.added'));
      setIsAdding(false);
      setToAdd([]);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (unitIds: number[]) => removeSystemUnits(id!, unitIds),
    onSuccess: () => {
      void message.success(t('thirdSystems.units.removed'));
      setSelected([]);
      void refresh();
    },
  });
  if (id === undefined) return <Navigate to={listPath(kind)} replace />;
  const removeSelected = () => {
    if (selected.length === 0) {
      void message.warning(t('thirdSystems.units.selectFirst'));
      return;
    }
    void withConfirm({ content: t('thirdSystems.units.removeConfirm', { count: selected.length }), danger: true }, () =>
      remove.mutateAsync(selected.map(Number)).catch(() => undefined),
    );
  };
  return (
    <ThirdSystemFrame>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {system.data ? <Link to={detailPath(kind, id)}>{system.data.name}</Link> : null}
      </Typography.Title>
      <DataTable<ThirdSystemUnit>
        heads={heads}
        rows={units.data?.list}
        total={units.data?.total ?? 0}
        state={state}
        loading={units.isFetching}
        rowKey={(row) => row.company_id}
        selection={canEdit ? { keys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        toolbar={
          canEdit && (
            <Space>
              <Button type="primary" onClick={() => setIsAdding(true)} data-testid="third-units-add">
                {t('thirdSystems.units.add')}
              </Button>
              <Button danger onClick={removeSelected} loading={remove.isPending} data-testid="third-units-remove">
                {t('thirdSystems.units.remove')}
              </Button>
            </Space>
          )
        }
      />
      <Modal
        open={isAdding}
        title={t('thirdSystems.units.add')}
        onCancel={() => setIsAdding(false)}
        onOk={() => add.mutate()}
        okButtonProps={{ disabled: toAdd.length === 0, loading: add.isPending }}
        width={560}
      >
        <UnitPicker value={toAdd} onChange={setToAdd} />
      </Modal>
    </ThirdSystemFrame>
  );
};

export default ThirdSystemUnitsPage;
