import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { withConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import type { TableState } from '../../../components/use-table-state';
import { canMakeContracts } from '../maint-paths';

/** The maintenance lists' table: one list query's rows and total, reloading while it fetches, a last actions column. */
export const MaintListTable = <Row extends object>({
  heads,
  state,
  list,
  rowKey,
  toolbar,
  actions,
}: {
  heads: TableHead<Row>[];
  state: TableState;
  list: UseQueryResult<{ list: Row[]; total: number }>;
  rowKey: (row: Row) => Key;
  toolbar?: ReactNode;
  actions?: { width: number; render: (row: Row) => ReactNode };
}) => {
  const { t } = useTranslation();
  return (
    <DataTable<Row>
      heads={heads}
      rows={list.data?.list}
      total={list.data?.total ?? 0}
      state={state}
      loading={list.isFetching}
      rowKey={rowKey}
      onRefresh={() => void list.refetch()}
      toolbar={toolbar}
      actions={actions && { title: t('maint.list.actions'), ...actions }}
    />
  );
};

/** A list's "new" button, shown to those who make contracts, plans, tasks and reports. */
export const MaintNewButton = ({ to, label, testId }: { to: string; label: string; testId: string }) => {
  const navigate = useNavigate();
  const session = useSession();
  if (!canMakeContracts(session?.user)) return null;
  return (
    <Button type="primary" onClick={() => navigate(to)} data-testid={testId}>
      {label}
    </Button>
  );
};

/** A row's view link, and its edit link and delete (asked about first) where the row may be changed. */
export const ViewEditDelete = ({
  view,
  edit,
  remove,
}: {
  view: string;
  edit?: string;
  remove?: { confirm: string; testId: string; onConfirm: () => Promise<unknown> };
}) => {
  const { t } = useTranslation();
  return (
    <Space size="small">
      <Link to={view}>{t('maint.view')}</Link>
      {edit && <Link to={edit}>{t('maint.edit')}</Link>}
      {remove && (
        <Button
          type="link"
          danger
          size="small"
          onClick={() =>
            void withConfirm({ content: remove.confirm, danger: true }, () => remove.onConfirm().catch(() => undefined))
          }
          data-testid={remove.testId}
        >
          {t('maint.delete')}
        </Button>
      )}
    </Space>
  );
};
