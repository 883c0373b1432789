import { MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import type { EventPerson } from '@fireline/shared';
import { Alert, Button, Empty, List, message, Modal, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import { callByVoice, sendSms, type EventRecord } from '../api';
import { useEventPeople } from '../hooks';

type Props = { open: boolean; event: EventRecord; onClose: () => void };

/**
 * The alarm handling dialog with phone and SMS: call or text one of the event's people (its unit's users and
 * contacts, the caller's colleagues) the alarm's own text. No free number and no free text: the server refuses both.
 */
export const PhoneSmsDialog = ({ open, event, onClose }: Props) => {
  const { t } = useTranslation();
  const people = useEventPeople(open ? event.id : undefined);
  const [busy, setBusy] = useState<string>();

  const contact = async (person: EventPerson, channel: 'sms' | 'voice') => {
    setBusy(`${channel}:${person.person_id}`);
    try {
      await (channel === 'sms' ? sendSms : callByVoice)({ phone: person.phone, event_id: event.id });
      void message.success(
        channel === 'sms' ? t('events.phone.sent') : t('events.phone.called', { phone: person.phone }),
      );
    } catch (failure) {
      void message.error((failure as Error).message || t('events.phone.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Modal open={open} title={t('events.phone.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {people.data?.text && (
        <Alert
          data-testid="sms-text"
          type="info"
          message={t('events.phone.text')}
          description={people.data.text}
          style={{ marginBottom: 12 }}
        />
      )}
      <List
        data-testid="phone-contacts"
        header={t('events.phone.contacts')}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('events.phone.noContacts')} />,
        }}
        loading={people.isFetching}
        dataSource={people.data?.list ?? []}
        renderItem={(person) => (
          <List.Item
            data-testid={`person-${person.person_id}`}
            actions={[
              <Button
                key="call"
                size="small"
                type="link"
                icon={<PhoneOutlined />}
                loading={busy === `voice:${person.person_id}`}
                onClick={() => void contact(person, 'voice')}
              >
                {t('events.phone.call')}
              </Button>,
              // Spec 000 §5: a landline cannot receive SMS.
              <Tooltip key="sms" title={person.can_sms ? undefined : t('events.phone.landline')}>
                <Button
                  size="small"
                  type="link"
                  icon={<MessageOutlined />}
                  disabled={!person.can_sms}
                  loading={busy === `sms:${person.person_id}`}
                  onClick={() => void contact(person, 'sms')}
                >
                  {t('events.phone.sms')}
                </Button>
              </Tooltip>,
            ]}
          >
            {/* One child: List.Item lays its children and the actions out as flex items, so the name and its tag stay together. */}
            <span>
              <Typography.Text>
                {person.name} · {person.phone}
              </Typography.Text>{' '}
              <Tag>{t(`events.phone.source.${person.source}` as MessageKey)}</Tag>
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
};
