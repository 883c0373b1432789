import { repairCreateNodes, type RaisedRepair, type RepairTask } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, message, Modal, Select, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermissionId } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { fetchContractOptions } from '../api';
import { RepairStatusTag } from '../parts';
import { repairPaths } from '../paths';
import { repairKeys } from '../keys';

/** Whether the signed-in user holds a node that creates repair tasks (the server's `repairCreate`). */
export const useCanCreateRepair = () => {
  const session = useSession();
  return session ? hasPermissionId(session.control, repairCreateNodes, session.user.role_code) : false;
};

/**
 * 报修 / 转报修 from a source record (an unfit patrol answer, a confirmed hazard): once raised, a link to the repair
 * task (with its status when known); before, a button for those who create repair tasks, asking which maintenance
 * company under contract with the unit (`designated`: the source already names it). The server raises it once per
 * source: a second press answers the task raised before.
 */
export const RaiseRepair = ({
  unitId,
  repair,
  designated,
  label,
  allowed,
  raise,
  onRaised,
  testId,
}: {
  unitId: number;
  repair: { id: number; status?: number } | null | undefined;
  designated?: string;
  label: string;
  /** The server's own verdict when the source answers one (a hazard's `can_repair`); else the repair-create nodes. */
  allowed?: boolean;
  raise: (companyMaintId?: number) => Promise<RaisedRepair>;
  onRaised: (raised: RaisedRepair) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const canCreate = useCanCreateRepair();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [company, setCompany] = useState<number>();
  const options = useQuery({
    queryKey: repairKeys.contractOptions(unitId),
    queryFn: () => fetchContractOptions(unitId),
    enabled: open && !designated,
  });
  if (repair)
    return (
      <Space size={4}>
        <Link to={repairPaths.detail(repair.id)} data-testid={`${testId}-link`}>
          {t('repair.raise.view')}
        </Link>
        {repair.status !== undefined && <RepairStatusTag status={repair.status as RepairTask['enum_maint_status']} />}
      </Space>
    );
  if (!(allowed ?? canCreate)) return null;
  const list = options.data ?? [];
  const chosen = designated ? undefined : (company ?? (list.length === 1 ? list[0]!.company_maint_id : undefined));
  const noContract = !designated && options.isSuccess && list.length === 0;
  const submit = async () => {
    if (!designated && !chosen) {
      void message.error(t('repair.raise.companyRequired'));
      return;
    }
    setBusy(true);
    try {
      const raised = await raise(chosen);
      void message.success(t(raised.created ? 'repair.created' : 'events.repair.duplicate'));
      setOpen(false);
      onRaised(raised);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open && (
        <Modal
          open
          title={t('repair.raise.title')}
          confirmLoading={busy}
          okButtonProps={{ disabled: noContract, 'data-testid': `${testId}-ok` } as ButtonProps}
          onOk={() => void submit()}
          onCancel={() => setOpen(false)}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('repair.raise.hint')}</Typography.Text>
            {designated ? (
              <Typography.Text>{t('repair.raise.designated', { name: designated })}</Typography.Text>
            ) : noContract ? (
              <Alert type="warning" showIcon title={t('repair.raise.noContract')} />
            ) : (
              <Form.Item label={t('repair.raise.company')} required style={{ marginBottom: 0 }}>
                <Select
                  loading={options.isLoading}
                  value={chosen}
                  onChange={setCompany}
                  options={list.map((row) => ({
                    value: row.company_maint_id,
                    label: `${row.company_name} · ${row.project_name}`,
                  }))}
                  data-testid={`${testId}-company`}
                />
              </Form.Item>
            )}
          </Space>
        </Modal>
      )}
    </>
  );
};
