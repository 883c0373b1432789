import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type ShownKey = { api_key: string; enter_secret: string | null };

/** A system's new key (and entry secret), shown this once: the server keeps the key's hash only. */
export const KeyDialog = ({ shown, onClose }: { shown: ShownKey | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={shown !== null}
      title={t('thirdSystems.keyDialog.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('thirdSystems.keyDialog.saved')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      width={640}
      // Closed, the key leaves the page altogether (not kept hidden in it).
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('thirdSystems.keyDialog.once')} style={{ marginBottom: 16 }} />
      <Typography.Text strong>{t('thirdSystems.keyDialog.apiKey')}</Typography.Text>
      <Typography.Paragraph copyable={{ text: shown?.api_key ?? '' }} code data-testid="third-api-key">
        {shown?.api_key}
      </Typography.Paragraph>
      {shown?.enter_secret && (
        <>
          <Typography.Text strong>{t('thirdSystems.keyDialog.enterSecret')}</Typography.Text>
          <Typography.Paragraph copyable={{ text: shown.enter_secret }} code data-testid="third-enter-secret">
            {shown.enter_secret}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
};
