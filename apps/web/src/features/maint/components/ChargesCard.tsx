import type { Charge, Contract } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermissionId } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { fetchCharges } from '../api';
import { ChargeStatusTag, formatYuan } from './ChargeDialogs';
import { maintKeys } from '../keys';

/**
 * The contract's charges in short (its detail page): the sums and its periods with their state. Those holding the
 * charges tab (收费) open the full list there, where payments are recorded.
 */
export const ChargesCard = ({ contract }: { contract: Contract }) => {
  const { t } = useTranslation();
  const session = useSession();
  const [pageNo, setPageNo] = useState(0);
  const charges = useQuery({
    queryKey: maintKeys.contractCharges(contract.id, pageNo),
    queryFn: () => fetchCharges({ contract_id: contract.id, page_no: pageNo, page_size: 6 }),
  });
  const sums = charges.data?.sums;
  const canOpen = session ? hasPermissionId(session.control, 'vyborg-charge', session.user.role_code) : false;
  return (
    <Card
      title={t('maint.charge.summary')}
      extra={
        canOpen && (
          <Link to={`/vyborg/charge?contract_id=${contract.id}`} data-testid="contract-charges-open">
            {t('maint.charge.open')}
          </Link>
        )
      }
      data-testid="contract-charges"
    >
      {sums && sums.charge_count > 0 && (
        <Typography.Paragraph>
          {t('maint.charge.sums', {
            due: formatYuan(sums.due),
            received: formatYuan(sums.received),
            outstanding: formatYuan(sums.outstanding),
            overdue: sums.overdue_count,
          })}
        </Typography.Paragraph>
      )}
      <Table<Charge>
        size="small"
        rowKey={(row) => row.id}
        loading={charges.isFetching}
        dataSource={charges.data?.list}
        locale={{ emptyText: t('maint.charge.summaryEmpty') }}
        pagination={{
          current: pageNo + 1,
          pageSize: 6,
          total: charges.data?.total ?? 0,
          onChange: (page) => setPageNo(page - 1),
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('maint.charge.period'), render: (_: unknown, row) => `${row.start_time} ~ ${row.end_time}` },
          {
            title: t('maint.charge.amount_due'),
            align: 'right',
            render: (_: unknown, row) => formatYuan(row.amount_due),
          },
          {
            title: t('maint.charge.amount_received'),
            align: 'right',
            render: (_: unknown, row) => formatYuan(row.amount_received),
          },
          { title: t('maint.charge.status'), render: (_: unknown, row) => <ChargeStatusTag status={row.status} /> },
        ]}
      />
    </Card>
  );
};
