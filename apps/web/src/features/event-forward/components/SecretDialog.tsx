import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rule's new signing secret, shown this once (the server keeps it sealed and never answers it again). */
export const SecretDialog = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={t('eventForward.secret.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('eventForward.secret.saved')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      width={620}
    >
      <Alert type="warning" showIcon title={t('eventForward.secret.once')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="rule-secret">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
};
