import type { DeviceSyncAnswer } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncDevice } from '../api';
import { deviceKeys } from '../keys';

/**
 * "Sync" on a transmission device's page: GET device/sync_device_event reads the device's and its systems' state
 * through the gateway; the dialog lists what was sent and whether the device answered, and the page reloads the
 * device so its state shows what the device reported. An offline device gets the server's message.
 */
export const DeviceSyncButton = ({ deviceId }: { deviceId: number }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<DeviceSyncAnswer | null>(null);
  const sync = useMutation({
    mutationFn: () => syncDevice(deviceId),
    onSuccess: async (result) => {
      setAnswer(result);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.infoAllClasses(String(deviceId)) });
    },
  });
  const seconds = answer?.timeout_s ?? 0;
  const isAnswered = answer !== null && answer.sent.every((item) => item.answered === 1);
  return (
    <>
      <Button type="primary" loading={sync.isPending} onClick={() => sync.mutate()} data-testid="device-sync">
        {t('devices.sync.button')}
      </Button>
      <Modal open={answer !== null} title={t('devices.sync.title')} footer={null} onCancel={() => setAnswer(null)}>
        {answer && (
          <div data-testid="device-sync-result">
            <Typography.Paragraph type="secondary">{t('devices.sync.help')}</Typography.Paragraph>
            <Alert
              type={isAnswered ? 'success' : 'warning'}
              showIcon
              title={isAnswered ? t('devices.sync.done') : t('devices.sync.noAnswer', { seconds })}
              style={{ marginBottom: 8 }}
            />
            {answer.sent.map((item) => (
              <Flex
                key={`${item.adu_type}:${item.system_type ?? ''}:${item.system_address ?? ''}`}
                justify="space-between"
                style={{ padding: '8px 0' }}
              >
                <span>
                  {item.command === 'read_device_status'
                    ? t('devices.sync.read_device_status')
                    : t('devices.sync.read_system_status', { type: item.system_type, address: item.system_address })}
                </span>
                <Tag color={item.answered ? 'green' : 'orange'}>
                  {item.answered ? t('devices.sync.answered') : t('devices.sync.silent', { seconds })}
                </Tag>
              </Flex>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
};
