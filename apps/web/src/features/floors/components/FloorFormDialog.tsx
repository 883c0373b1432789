import { floorLabels, MAX_FLOORS_PER_SIDE } from '@fireline/shared';
import { Form, Input, InputNumber, message, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FloorRecord } from '@fireline/shared';
import type { FloorInput } from '../api';
import { useSaveFloor } from '../hooks';

type Props = { buildingId: number; floor?: FloorRecord; onClose: () => void; onSaved: (floor: FloorRecord) => void };

/**
 * New floor (label kind F / M / B, a positive number, optional description; the server adds its default area) or a
 * change of one. A label the building already has is refused by the server, whose message is shown.
 */
export const FloorFormDialog = ({ buildingId, floor, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FloorInput>();
  const save = useSaveFloor(buildingId);
  const submit = (input: FloorInput) =>
    save.mutate(
      { floorId: floor?.floor_id, input: { ...input, description: input.description?.trim() || null } },
      {
        onSuccess: (saved) => {
          void message.success(t('floors.saved'));
          onSaved(saved);
        },
      },
    );
  return (
    <Modal
      open
      title={t(floor ? 'floors.edit' : 'floors.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'floor-form-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="floor-form"
        initialValues={
          floor
            ? { floor_type: floor.floor_type, floor_number: floor.floor_number, description: floor.description ?? '' }
            : { floor_type: 'F' }
        }
        onFinish={submit}
      >
        <Form.Item name="floor_type" label={t('floors.type')} rules={[{ required: true }]}>
          <Select
            data-testid="floor-type"
            options={floorLabels.map((label) => ({ value: label, label: t(`floors.type.${label}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="floor_number"
          label={t('floors.number')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: MAX_FLOORS_PER_SIDE,
              message: t('floors.numberRule', { max: MAX_FLOORS_PER_SIDE }),
            },
          ]}
        >
          <InputNumber
            data-testid="floor-number"
            min={1}
            max={MAX_FLOORS_PER_SIDE}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="description" label={t('floors.description')}>
          <Input.TextArea data-testid="floor-description" maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
