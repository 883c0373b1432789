import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CHECK_ITEMS_MAX, formatRuleMessage, REMARK_MAX_LENGTH, type ContractRelated } from '@fireline/shared';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { updateCheckList } from '../api';

type Items = { check_items: ContractRelated['check_items'] };

/** Edits the check list of one piece of equipment under contract (PUT contract_related/info): at least one item. */
export const CheckListDialog = ({
  item,
  onClose,
  onSaved,
}: {
  item: ContractRelated | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Items>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (item) form.setFieldsValue({ check_items: item.check_items });
  }, [form, item]);
  const required = { required: true, message: formatRuleMessage({ key: 'required', params: {} }, currentLang()) };
  return (
    <Modal
      open={item !== null}
      title={item ? t('maint.equip.editTitle', { name: item.equipment_name }) : ''}
      width={720}
      okText={t('maint.save')}
      cancelText={t('maint.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'checks-save' }}
      onOk={async () => {
        const values = await form.validateFields().catch(() => undefined);
        if (!values || !item) return;
        setBusy(true);
        try {
          await updateCheckList(
            item.id,
            values.check_items.map((entry) => ({
              item_name: entry.item_name.trim(),
              check_require: (entry.check_require ?? '').trim(),
            })),
          );
          onSaved();
        } catch {
          // Shown by the API client; the dialog keeps what was typed.
        } finally {
          setBusy(false);
        }
      }}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('maint.equip.checksHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.List name="check_items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Typography.Text style={{ display: 'inline-block', width: 24, paddingTop: 5 }}>
                    {index + 1}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'item_name']} rules={[required, { max: 50 }]} style={{ width: 200 }}>
                    <Input placeholder={t('maint.col.item_name')} maxLength={50} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'check_require']} style={{ width: 380 }}>
                    <Input placeholder={t('maint.col.check_require')} maxLength={REMARK_MAX_LENGTH} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('maint.remove')}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= CHECK_ITEMS_MAX}
                onClick={() => add({ item_name: '', check_require: '' })}
                block
              >
                {t('maint.equip.addItem')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};
