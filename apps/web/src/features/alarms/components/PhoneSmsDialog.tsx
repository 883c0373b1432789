import { PhoneOutlined } from '@ant-design/icons';
import { isLandline, isPhone } from '@fireline/shared';
import { Button, Empty, Form, Input, List, message, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../app/i18n';
import type { MessageKey } from '../../../locales/en-US';
import { callByVoice, sendSms, type AlarmEvent, type PersonNode } from '../api';
import { usePersonTree } from '../hooks';
import { alarmText } from './alarm-text';

type Props = { open: boolean; event: AlarmEvent; onClose: () => void };

const people = (nodes: PersonNode[]): PersonNode[] => nodes.flatMap((node) => (node.type === 'user' && node.mobile ? [node] : people(node.children ?? [])));

/** Why an SMS cannot go to this number (spec 000 §5: landlines cannot receive SMS), as an i18n key. */
export const smsNumberError = (phone: string): MessageKey | undefined => {
  const value = phone.trim();
  if (!isPhone(value)) return 'alarms.phone.invalid';
  if (isLandline(value)) return 'alarms.phone.landline';
  return undefined;
};

/** The alarm handling dialog with phone and SMS: call the unit's people, or text them the alarm through the outbox. */
export const PhoneSmsDialog = ({ open, event, onClose }: Props) => {
  const { t } = useTranslation();
  const tree = usePersonTree(open ? event.company_id : undefined, 'info_company_cared');
  const contacts = useMemo(() => people(tree.data ?? []), [tree.data]);
  const [phone, setPhone] = useState('');
  const [content, setContent] = useState(() => alarmText(event, currentLang()));
  const [error, setError] = useState<MessageKey>();
  const [isSending, setIsSending] = useState(false);

  const [isCalling, setIsCalling] = useState(false);

  const send = async () => {
    const found = smsNumberError(phone);
    setError(found);
    if (found) return;
    setIsSending(true);
    try {
      await sendSms({ phone: phone.trim(), content, event_id: event.id });
      void message.success(t('alarms.phone.sent'));
    } catch (failure) {
      void message.error((failure as Error).message || t('alarms.phone.failed'));
    } finally {
      setIsSending(false);
    }
  };

  /** A voice call reaches landlines too: only the number's format is checked. */
  const call = async (number: string) => {
    const value = number.trim();
    if (!isPhone(value)) {
      setError('alarms.phone.invalid');
      return;
    }
    setError(undefined);
    setIsCalling(true);
    try {
      await callByVoice({ phone: value, content, event_id: event.id });
      void message.success(t('alarms.phone.called', { phone: value }));
    } catch (failure) {
      void message.error((failure as Error).message || t('alarms.phone.failed'));
    } finally {
      setIsCalling(false);
    }
  };

  return (
    <Modal open={open} title={t('alarms.phone.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <List
        data-testid="phone-contacts"
        header={t('alarms.phone.contacts')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.phone.noContacts')} /> }}
        loading={tree.isFetching}
        dataSource={contacts}
        renderItem={(person) => (
          <List.Item
            actions={[
              <Button key="call" size="small" type="link" icon={<PhoneOutlined />} loading={isCalling} onClick={() => void call(person.mobile ?? '')}>
                {t('alarms.phone.call')}
              </Button>,
              <Button key="sms" size="small" type="link" onClick={() => setPhone(person.mobile ?? '')}>
                {t('alarms.phone.sms')}
              </Button>,
            ]}
          >
            {person.name} · {person.mobile}
          </List.Item>
        )}
      />
      <Form layout="vertical">
        <Form.Item label={t('alarms.phone.number')} validateStatus={error ? 'error' : undefined} help={error ? t(error) : undefined}>
          <Input data-testid="sms-phone" value={phone} onChange={(change) => setPhone(change.target.value)} />
        </Form.Item>
        <Form.Item label={t('alarms.phone.content')}>
          <Input.TextArea rows={3} value={content} count={{ show: true, max: 200 }} onChange={(change) => setContent(change.target.value)} />
        </Form.Item>
        <Space>
          <Button data-testid="sms-send" type="primary" loading={isSending} disabled={!content.trim()} onClick={() => void send()}>
            {t('alarms.phone.sms')}
          </Button>
          <Button data-testid="voice-call" icon={<PhoneOutlined />} loading={isCalling} disabled={!phone.trim() || !content.trim()} onClick={() => void call(phone)}>
            {t('alarms.phone.call')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
};
