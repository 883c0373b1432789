import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaRecord } from '@fireline/shared';
import { useSaveArea } from '../hooks';

type Props = { floorId: number; area?: AreaRecord; onClose: () => void };

/** New area of a floor, or a new name for one (up to 50 characters, as the shared schema allows). */
export const AreaNameDialog = ({ floorId, area, onClose }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ area_name: string }>();
  const save = useSaveArea(floorId);
  return (
    <Modal
      open
      title={t(area ? 'areas.renameTitle' : 'areas.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'area-form-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ area_name: area?.area_name ?? '' }}
        onFinish={({ area_name }) =>
          save.mutate({ areaId: area?.area_id, name: area_name.trim() }, { onSuccess: onClose })
        }
      >
        <Form.Item
          name="area_name"
          label={t('areas.name')}
          rules={[{ required: true, whitespace: true, message: t('areas.nameRequired') }]}
        >
          <Input data-testid="area-name" maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
