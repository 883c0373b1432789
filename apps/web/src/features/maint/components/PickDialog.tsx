import { Empty, Modal, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';

type Props<Row> = {
  open: boolean;
  title: string;
  rows: Row[] | undefined;
  loading?: boolean;
  rowKey: (row: Row) => number;
  columns: TableColumnsType<Row>;
  empty: string;
  onPick: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
  testId: string;
};

/** A dialog choosing several rows (buildings or equipment to put under a contract); nothing chosen keeps it closed. */
export const PickDialog = <Row extends object>({
  open,
  title,
  rows,
  loading,
  rowKey,
  columns,
  empty,
  onPick,
  onClose,
  testId,
}: Props<Row>) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      width={760}
      okText={t('maint.add')}
      cancelText={t('maint.cancel')}
      okButtonProps={{ disabled: picked.length === 0, loading: busy, 'data-testid': `${testId}-ok` }}
      onCancel={close}
      onOk={async () => {
        setBusy(true);
        try {
          await onPick(picked.map(Number));
          close();
        } catch {
          // The API client has shown the refusal; the dialog stays open with the choice.
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      {rows && rows.length === 0 && !loading ? (
        <Empty description={empty} />
      ) : (
        <Table<Row>
          size="small"
          rowKey={rowKey}
          loading={loading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ y: 360 }}
          rowSelection={{ selectedRowKeys: picked, onChange: setPicked }}
          data-testid={testId}
        />
      )}
    </Modal>
  );
};
