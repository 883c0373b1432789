import { Alert, Form, Input, InputNumber, message, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import type { MessageKey } from '../../../locales/en-US';
import type { EventRecord } from '../api';
import { SHIELD_CUSTOM_DEFAULT, SHIELD_DURATIONS, SHIELD_REASON_MAX, shieldErrors, shieldHours } from '../handle-rules';
import { useCreateShield } from '../hooks';

type Props = { open: boolean; event: Pick<EventRecord, 'id' | 'thing_id' | 'thing_type'>; onClose: () => void };
type Choice = (typeof SHIELD_DURATIONS)[number] | 'custom';

/** The shield (mute) dialog (spec 000 §4, §5, §9): 12 / 24 / 36 hours or custom hours (999 by default), a reason of at most 50. */
export const ShieldDialog = ({ open, event, onClose }: Props) => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(SHIELD_DURATIONS[0]);
  const [customHours, setCustomHours] = useState<number>(SHIELD_CUSTOM_DEFAULT);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'customHours', string>>>({});
  const create = useCreateShield();
  // The shield starts when it is sent; the dialog's opening is close enough to name its end.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));

  const close = () => {
    setChoice(SHIELD_DURATIONS[0]);
    setCustomHours(SHIELD_CUSTOM_DEFAULT);
    setReason('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const found = shieldErrors({ reason, choice, customHours });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync({
        shield_thing_id: event.thing_id,
        shield_thing_type: event.thing_type === 'info_device_component' ? 'info_device_component' : 'info_device',
        shield_hours: shieldHours(choice, customHours),
        desc: reason.trim(),
      });
    } catch {
      void message.error(t('events.shield.failed'));
      return;
    }
    void message.success(t('events.shield.success'));
    close();
  };

  // Shown before the operator commits: a shielded thing's fire alarms reach nobody until the end (on the site's clock).
  const hours = shieldHours(choice, customHours);
  const endText = Number.isFinite(hours) && hours > 0 ? formatEpoch(openedAt + hours * 3600, 'YYYY-MM-DD HH:mm') : '—';
  const warningKey = event.thing_type === 'info_device' ? 'shields.warning.device' : 'shields.warning.component';

  return (
    <Modal
      open={open}
      title={t('events.shield.title')}
      onCancel={close}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'shield-submit' }}
    >
      <Form layout="vertical" data-testid="shield-dialog">
        <Alert
          type="warning"
          showIcon
          data-testid="shield-warning"
          style={{ marginBottom: 16 }}
          title={t(warningKey, { end: endText })}
        />
        <Form.Item label={t('events.shield.duration')} required>
          <Space wrap>
            <Radio.Group
              data-testid="shield-duration"
              value={choice}
              onChange={(change) => setChoice(change.target.value as Choice)}
              options={[
                ...SHIELD_DURATIONS.map((hours) => ({ value: hours, label: t('events.shield.hours', { hours }) })),
                { value: 'custom', label: t('events.shield.custom') },
              ]}
            />
            {choice === 'custom' && (
              <InputNumber
                data-testid="shield-custom-hours"
                min={1}
                precision={0}
                value={customHours}
                addonAfter={t('events.shield.customHours')}
                status={errors.customHours ? 'error' : undefined}
                onChange={(value) => setCustomHours(value ?? SHIELD_CUSTOM_DEFAULT)}
              />
            )}
          </Space>
        </Form.Item>
        <Form.Item
          label={t('events.shield.reason')}
          required
          validateStatus={errors.reason ? 'error' : undefined}
          help={errors.reason ? t(errors.reason as MessageKey) : undefined}
        >
          <Input.TextArea
            data-testid="shield-reason"
            rows={2}
            value={reason}
            count={{ show: true, max: SHIELD_REASON_MAX }}
            onChange={(change) => setReason(change.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
