import type { ContractRelated, ContractRelatedRow, EquipCheckRow } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, message, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { useEnumOptions } from '../../../components/enums';
import {
  addContractEquipment,
  fetchCheckList,
  fetchContract,
  fetchContractBuilding,
  fetchContractBuildings,
  fetchEquipmentCandidates,
  removeContractEquipment,
} from '../api';
import { CheckListDialog } from '../components/CheckListDialog';
import { PickDialog } from '../components/PickDialog';
import { maintPaths, type MaintArea } from '../maint-paths';
import { maintKeys } from '../keys';

const ENUMS = ['enum_equipment_type'] as const;

/** The check list of one building (contract_equip_check list), one row per item, paged. */
const CheckTable = ({ contractId, buildingId }: { contractId: number; buildingId: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(0);
  const rows = useQuery({
    queryKey: maintKeys.checks(contractId, buildingId, pageNo),
    queryFn: () => fetchCheckList({ contract_id: contractId, building_id: buildingId, page_no: pageNo, page_size: 20 }),
  });
  return (
    <Table<EquipCheckRow>
      size="small"
      rowKey={(row) => `${row.related_id}-${row.item_no}`}
      loading={rows.isFetching}
      dataSource={rows.data?.list}
      pagination={{
        current: pageNo + 1,
        pageSize: 20,
        total: rows.data?.total ?? 0,
        onChange: (page) => setPageNo(page - 1),
        hideOnSinglePage: true,
      }}
      columns={[
        { title: t('maint.col.equipment_name'), dataIndex: 'equipment_name', width: 180 },
        { title: t('maint.col.position_desc'), dataIndex: 'position_desc', width: 160 },
        { title: t('maint.col.item_no'), dataIndex: 'item_no', width: 70 },
        { title: t('maint.col.item_name'), dataIndex: 'item_name', width: 160 },
        { title: t('maint.col.check_require'), dataIndex: 'check_require' },
        {
          title: t('maint.col.check_cycle'),
          width: 100,
          render: (_: unknown, row: EquipCheckRow) => t(`maint.cycle.${row.check_cycle as 1 | 2 | 3}`),
        },
      ]}
      data-testid="building-checks"
    />
  );
};

/**
 * Buildings and equipment under a contract (spec 002 §2 building; mt_building, contract_related, contract_equip_check):
 * one tab per building under the contract, its equipment with their check lists, and the building's whole check
 * list. The contract's workers add and remove equipment and edit check lists (can_work).
 */
export const BuildingPage = ({ area }: { area: MaintArea }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const contractId = idParam(params.get('contract_id'));
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  const paths = useMemo(() => maintPaths(area, companyId), [area, companyId]);
  const enumOptions = useEnumOptions(ENUMS);
  const [isPicking, setPicking] = useState(false);
  const [editing, setEditing] = useState<ContractRelated | null>(null);
  const contract = useQuery({
    queryKey: maintKeys.contract(contractId),
    queryFn: () => fetchContract(contractId!),
    enabled: contractId !== undefined,
  });
  const buildings = useQuery({
    queryKey: maintKeys.buildings(contractId, 1),
    queryFn: () => fetchContractBuildings(contractId!, 1),
    enabled: contractId !== undefined,
  });
  const buildingId = idParam(params.get('building_id')) ?? buildings.data?.[0]?.building_id;
  const building = useQuery({
    queryKey: maintKeys.building(contractId, buildingId),
    queryFn: () => fetchContractBuilding(contractId!, buildingId!),
    enabled: contractId !== undefined && buildingId !== undefined,
  });
  const candidates = useQuery({
    queryKey: maintKeys.equipmentCandidates(contractId, buildingId),
    queryFn: () =>
      fetchEquipmentCandidates({ contract_id: contractId!, building_id: buildingId!, page_no: 0, page_size: 100 }),
    enabled: isPicking && buildingId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintKeys.all });
  const remove = useMutation({
    mutationFn: (id: number) => removeContractEquipment(id),
    onSuccess: () => void message.success(t('maint.deleted')),
    onSettled: refresh,
  });
  if (contractId === undefined) return <Navigate to={paths.list} replace />;
  if (contract.isError || buildings.isError) return <Empty />;
  if (!contract.data || !buildings.data) return <Spin />;
  const canWork = contract.data.can_work === 1;
  const typeName = (type: number) =>
    enumOptions('enum_equipment_type').find((option) => option.value === type)?.label ?? String(type);
  const equipmentColumns = [
    { title: t('maint.col.equipment_name'), dataIndex: 'equipment_name', width: 170 },
    { title: t('maint.col.equipment_number'), dataIndex: 'equipment_number', width: 120 },
    {
      title: t('maint.col.equipment_type'),
      width: 120,
      render: (_: unknown, row: ContractRelatedRow) => typeName(row.enum_equipment_type),
    },
    { title: t('maint.col.floor_name'), dataIndex: 'floor_name', width: 100 },
    { title: t('maint.col.position_desc'), dataIndex: 'position_desc' },
  ];
  const back = (
    <Link to={paths.detail(contractId)} data-testid="building-back">
      {t('maint.back')}
    </Link>
  );
  return (
    <Card title={contract.data.project_name} extra={back} data-testid="contract-building-page">
      {buildings.data.length === 0 ? (
        <Empty description={t('maint.coverage.emptyHint')} />
      ) : (
        <>
          <Tabs
            activeKey={String(buildingId)}
            onChange={(key) =>
              setParams((previous) => {
                const next = new URLSearchParams(previous);
                next.set('building_id', key);
                return next;
              })
            }
            items={buildings.data.map((row) => ({
              key: String(row.building_id),
              label: `${row.building_name} · ${row.company_name}`,
            }))}
          />
          {building.data && buildingId !== undefined ? (
            <Tabs
              type="card"
              items={[
                {
                  key: 'equipment',
                  label: `${t('maint.checks.equipmentTab')} (${building.data.equipment.length})`,
                  children: (
                    <Space direction="vertical" style={{ width: '100%' }}>
                      {canWork && (
                        <Button onClick={() => setPicking(true)} data-testid="equipment-add">
                          {t('maint.equip.add')}
                        </Button>
                      )}
                      <Table<ContractRelated>
                        size="small"
                        rowKey={(row) => row.id}
                        dataSource={building.data.equipment}
                        pagination={false}
                        expandable={{
                          expandedRowRender: (row) => (
                            <List
                              size="small"
                              dataSource={row.check_items}
                              renderItem={(item, index) => (
                                <List.Item>
                                  <Space>
                                    <Tag>{index + 1}</Tag>
                                    <Typography.Text strong>{item.item_name}</Typography.Text>
                                    <Typography.Text type="secondary">{item.check_require}</Typography.Text>
                                  </Space>
                                </List.Item>
                              )}
                            />
                          ),
                        }}
                        columns={[
                          ...equipmentColumns,
                          {
                            title: t('maint.col.check_cycle'),
                            width: 90,
                            render: (_: unknown, row: ContractRelated) =>
                              t(`maint.cycle.${row.check_cycle as 1 | 2 | 3}`),
                          },
                          { title: t('maint.col.check_count'), dataIndex: 'check_count', width: 90 },
                          ...(canWork
                            ? [
                                {
                                  title: t('maint.list.actions'),
                                  width: 150,
                                  render: (_: unknown, row: ContractRelated) => (
                                    <Space size="small">
                                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                                        {t('maint.equip.editChecks')}
                                      </Button>
                                      <ConfirmLink
                                        danger
                                        label={t('maint.remove')}
                                        confirm={t('maint.equip.removeConfirm', { name: row.equipment_name })}
                                        onConfirm={() => remove.mutateAsync(row.id)}
                                      />
                                    </Space>
                                  ),
                                },
                              ]
                            : []),
                        ]}
                        data-testid="building-equipment"
                      />
                    </Space>
                  ),
                },
                {
                  key: 'checks',
                  label: t('maint.checks.title'),
                  children: <CheckTable contractId={contractId} buildingId={buildingId} />,
                },
              ]}
            />
          ) : (
            <Spin />
          )}
        </>
      )}
      <PickDialog<ContractRelatedRow>
        open={isPicking}
        title={t('maint.equip.addTitle')}
        rows={candidates.data?.list}
        loading={candidates.isFetching}
        rowKey={(row) => row.equipment_id}
        columns={equipmentColumns}
        empty={t('maint.equip.noCandidates')}
        onPick={async (ids) => {
          await addContractEquipment(contractId, ids);
          void message.success(t('maint.added'));
          await refresh();
        }}
        onClose={() => setPicking(false)}
        testId="equipment-pick"
      />
      <CheckListDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success(t('maint.saved'));
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
};

export const VyborgBuildingPage = () => <BuildingPage area="vyborg" />;
export const UnitBuildingPage = () => <BuildingPage area="unit" />;
export default VyborgBuildingPage;
