import type { Contract, MtBuildingRow } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, message, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { addContractBuildings, fetchContractBuildings, removeContractBuilding } from '../api';
import type { maintPaths } from '../maint-paths';
import { PickDialog } from './PickDialog';
import { maintKeys } from '../keys';

/** The buildings under a contract (mt_building_list), each leading to its equipment and check lists. */
export const BuildingsCard = ({ contract, paths }: { contract: Contract; paths: ReturnType<typeof maintPaths> }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isPicking, setPicking] = useState(false);
  const canWork = contract.can_work === 1;
  const buildings = useQuery({
    queryKey: maintKeys.buildings(contract.id, 1),
    queryFn: () => fetchContractBuildings(contract.id, 1),
  });
  const candidates = useQuery({
    queryKey: maintKeys.buildings(contract.id, 0),
    queryFn: () => fetchContractBuildings(contract.id, 0),
    enabled: isPicking,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintKeys.contractBuildings(contract.id) });
  const remove = useMutation({
    mutationFn: (buildingId: number) => removeContractBuilding(contract.id, buildingId),
    onSuccess: () => void message.success(t('maint.deleted')),
    onSettled: refresh,
  });
  const columns = [
    {
      title: t('maint.col.building_name'),
      dataIndex: 'building_name',
      render: (_: unknown, row: MtBuildingRow) => (
        <Link to={paths.building(contract.id, row.building_id)}>{row.building_name}</Link>
      ),
    },
    { title: t('maint.col.company_name'), dataIndex: 'company_name' },
    { title: t('maint.col.address'), dataIndex: 'address' },
    { title: t('maint.col.equip_count'), dataIndex: 'equip_count', width: 150 },
  ];
  return (
    <Card
      title={t('maint.coverage.title')}
      extra={
        canWork && (
          <Button onClick={() => setPicking(true)} data-testid="building-add">
            {t('maint.coverage.add')}
          </Button>
        )
      }
    >
      {buildings.data?.length === 0 ? (
        <Empty description={t('maint.coverage.empty')} />
      ) : (
        <Table<MtBuildingRow>
          size="small"
          rowKey={(row) => row.building_id}
          loading={buildings.isFetching}
          dataSource={buildings.data}
          pagination={false}
          columns={[
            ...columns,
            {
              title: t('maint.list.actions'),
              width: 150,
              render: (_: unknown, row: MtBuildingRow) => (
                <Space size="small">
                  <Link to={paths.building(contract.id, row.building_id)}>{t('maint.view')}</Link>
                  {canWork && (
                    <ConfirmLink
                      danger
                      label={t('maint.remove')}
                      confirm={t('maint.coverage.removeConfirm', { name: row.building_name })}
                      onConfirm={() => remove.mutateAsync(row.building_id)}
                    />
                  )}
                </Space>
              ),
            },
          ]}
          data-testid="contract-buildings"
        />
      )}
      <PickDialog<MtBuildingRow>
        open={isPicking}
        title={t('maint.coverage.addTitle')}
        rows={candidates.data}
        loading={candidates.isFetching}
        rowKey={(row) => row.building_id}
        columns={columns.slice(0, 3)}
        empty={t('maint.coverage.noCandidates')}
        onPick={async (ids) => {
          await addContractBuildings(contract.id, ids);
          void message.success(t('maint.added'));
          await refresh();
        }}
        onClose={() => setPicking(false)}
        testId="building-pick"
      />
    </Card>
  );
};
