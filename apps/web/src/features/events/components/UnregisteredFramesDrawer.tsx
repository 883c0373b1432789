import type { UnregisteredDevice, UnregisteredFrame } from '@fireline/shared';
import { Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerFooter } from '../../../components/pager';
import { useUnregisteredFrames } from '../unregistered-api';

/** What a device without an archive sent, newest first: decoded where the protocol allows, and as received. */
export const UnregisteredFramesDrawer = ({
  device,
  onClose,
}: {
  device: UnregisteredDevice | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState({ no: 0, size: 20 });
  const frames = useUnregisteredFrames(
    device && { source: device.source, address: device.address },
    page.no,
    page.size,
  );
  return (
    <Drawer
      open={device !== undefined}
      onClose={onClose}
      size={880}
      title={t('unregistered.frames.title', { address: device?.address ?? '' })}
      destroyOnHidden
    >
      <Table<UnregisteredFrame>
        data-testid="unregistered-frames"
        rowKey="id"
        size="small"
        loading={frames.isFetching}
        dataSource={frames.data?.list ?? []}
        columns={[
          { title: t('unregistered.col.time'), dataIndex: 'received_at', width: 170 },
          {
            title: t('unregistered.col.remote'),
            dataIndex: 'remote',
            width: 150,
            render: (remote: string | null) => remote ?? '—',
          },
          {
            title: t('unregistered.col.content'),
            key: 'summary',
            render: (_, frame) => (frame.is_fire ? <Tag color="red">{frame.summary}</Tag> : frame.summary),
          },
          {
            title: t('unregistered.col.raw'),
            key: 'raw',
            width: 260,
            render: (_, frame) => (
              <Typography.Text
                code
                copyable={{ text: frame.hex ?? JSON.stringify(frame.message) }}
                ellipsis
                style={{ maxWidth: 220 }}
              >
                {frame.hex ?? JSON.stringify(frame.message)}
              </Typography.Text>
            ),
          },
        ]}
        pagination={{
          current: page.no + 1,
          pageSize: page.size,
          total: frames.data?.total ?? 0,
          showTotal: (total) => pagerFooter(t, total, page.no + 1, page.size),
          onChange: (no, size) => setPage({ no: no - 1, size }),
        }}
      />
    </Drawer>
  );
};
