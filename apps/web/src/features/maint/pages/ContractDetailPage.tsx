import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, message, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { openDownload } from '../../../lib/downloads';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import { deleteContract, fetchContract } from '../api';
import { BuildingsCard } from '../components/BuildingsCard';
import { ChargesCard } from '../components/ChargesCard';
import { EntriesCard } from '../components/EntriesCard';
import { StatusTag } from '../components/StatusTag';
import { SuspendButton } from '../components/SuspendButton';
import { maintPaths, type MaintArea } from '../maint-paths';
import { maintKeys } from '../keys';

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : value);

/**
 * One contract (spec 002 §2 contractdetail): its fields, the buildings under it (leading to their equipment and check
 * lists) and the maintenance company's entries. Edit and delete where the server allows (can_edit).
 */
export const ContractDetailPage = ({ area }: { area: MaintArea }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  const paths = useMemo(() => maintPaths(area, companyId), [area, companyId]);
  const contract = useQuery({
    queryKey: maintKeys.contract(id),
    queryFn: () => fetchContract(id!),
    enabled: id !== undefined,
  });
  const remove = useMutation({
    mutationFn: () => deleteContract(id!),
    onSuccess: () => {
      void message.success(t('maint.deleted'));
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      navigate(paths.list);
    },
  });
  if (id === undefined) return <Navigate to={paths.list} replace />;
  if (contract.isError) return <Empty />;
  if (!contract.data) return <Spin />;
  const data = contract.data;
  const capacity = (value: number | null) => (value === null ? '-' : `${value} ${t('maint.unit.m3')}`);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="contract-detail-page">
      <Card
        title={
          <Space>
            {data.project_name}
            <StatusTag
              status={data.status}
              isExpiring={data.is_expiring}
              daysLeft={data.days_left}
              isActive={data.is_active}
            />
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => navigate(paths.building(data.id))} data-testid="contract-coverage">
              {t('maint.coverage.open')}
            </Button>
            <SuspendButton contract={data} />
            {data.can_edit === 1 && (
              <Button
                danger
                loading={remove.isPending}
                onClick={() =>
                  void withConfirm(
                    { content: t('maint.deleteConfirm', { name: data.project_name }), danger: true },
                    () => remove.mutateAsync().catch(() => undefined),
                  )
                }
              >
                {t('maint.delete')}
              </Button>
            )}
            {data.can_edit === 1 && (
              <Button type="primary" onClick={() => navigate(paths.edit(data.id))} data-testid="contract-edit">
                {t('maint.edit')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('maint.field.company_maint_id')}>{data.company_maint_name}</Descriptions.Item>
          <Descriptions.Item label={t('maint.field.entrust_company_name')}>
            {data.entrust_company_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.company_ids')} span={2}>
            {data.companies.map((unit) => unit.company_name).join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.contact_period')}>
            {data.contact_period.join(' ~ ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.contract_amount')}>
            {data.contract_amount === null ? '-' : `${data.contract_amount.toLocaleString()} ${t('maint.unit.yuan')}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.related_resp_uid')}>
            {orDash(data.related_resp_name)}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.create_time')}>
            {formatEpoch(data.create_time, 'YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.project_contact_name')}>
            {orDash([data.project_contact_name, data.project_contact_phone].filter(Boolean).join(' '))}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.spot_contact_name')}>
            {orDash([data.spot_contact_name, data.spot_contact_phone].filter(Boolean).join(' '))}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.fire_tank_location')}>
            {orDash(data.fire_tank_location)}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.fire_tank_capacity')}>
            {capacity(data.fire_tank_capacity)}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.fire_pool_location')}>
            {orDash(data.fire_pool_location)}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.fire_pool_capacity')}>
            {capacity(data.fire_pool_capacity)}
          </Descriptions.Item>
          <Descriptions.Item label={t('maint.field.fire_control_room_position')} span={2}>
            {orDash(data.fire_control_room_position)}
          </Descriptions.Item>
          {data.suspended_time !== null && (
            <Descriptions.Item label={t('maint.field.suspension')} span={2}>
              <Space direction="vertical" size={0}>
                <span data-testid="contract-suspension">
                  {t('maint.suspend.record', {
                    name: orDash(data.suspended_by_name),
                    time: formatEpoch(data.suspended_time, 'YYYY-MM-DD HH:mm'),
                    reason: data.suspend_reason,
                  })}
                </span>
                {data.is_active === 1 && data.resumed_time !== null && (
                  <span>
                    {t('maint.suspend.resumed', {
                      name: orDash(data.resumed_by_name),
                      time: formatEpoch(data.resumed_time, 'YYYY-MM-DD HH:mm'),
                    })}
                  </span>
                )}
              </Space>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('maint.field.attachments')} span={2}>
            {data.attachments.length === 0 ? (
              '-'
            ) : (
              <Space wrap>
                {data.attachments.map((file) => (
                  <Button
                    key={file.file_id}
                    type="link"
                    size="small"
                    onClick={() => void openDownload({ target: 'file', file_id: file.file_id })}
                  >
                    {file.name}
                  </Button>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <BuildingsCard contract={data} paths={paths} />
      <EntriesCard contract={data} />
      <ChargesCard contract={data} />
    </Space>
  );
};

export const VyborgContractDetailPage = () => <ContractDetailPage area="vyborg" />;
export const UnitContractDetailPage = () => <ContractDetailPage area="unit" />;
export default VyborgContractDetailPage;
