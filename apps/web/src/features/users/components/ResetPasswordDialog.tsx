import { formatRuleMessage, isValidPassword, type UserRecord } from '@fireline/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, message, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { changePassword } from '../api';

type Values = { password: string; confirm_password: string };

/** An account manager sets a person's new password (user/update_user_password with user_id): no old password asked. */
export const ResetPasswordDialog = ({ user, onClose }: { user: UserRecord | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({
    mutationFn: (values: Values) => changePassword({ user_id: user!.user_id, ...values }),
    onSuccess: () => {
      void message.success(t('users.reset.done'));
      form.resetFields();
      onClose();
    },
  });
  const lang = currentLang();
  return (
    <Modal
      open={user !== undefined}
      title={t('users.reset.title', { account: user?.account ?? '' })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => void form.validateFields().then((values) => reset.mutate(values))}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="reset-password-form">
        <Form.Item
          name="password"
          label={t('users.field.new_password')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!value) throw new Error(formatRuleMessage({ key: 'required', params: {} }, lang));
                if (!isValidPassword(value) || value === '********')
                  throw new Error(formatRuleMessage({ key: 'invalidPassword', params: {} }, lang));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={t('users.field.confirm_password')}
          required
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value !== getFieldValue('password'))
                  throw new Error(formatRuleMessage({ key: 'passwordMismatch', params: {} }, lang));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
