import { UserOutlined } from '@ant-design/icons';
import { formatRuleMessage, isValidPassword, MASKED_PASSWORD } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Descriptions, Form, Input, message, Row, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import { StoredImage } from '../../../components/StoredImage';
import { changePassword, fetchUser, updateMyInfo } from '../api';
import { AvatarCropper } from '../components/AvatarCropper';
import { userTypeKey } from '../components/UserDescriptions';
import { userKeys } from '../keys';

type PasswordValues = { old_password: string; password: string; confirm_password: string };

/** /myhome (spec 001 §2 "avatar, username, password"): one's avatar through the cropper, name, and password. */
export const MyHomePage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const uid = loadSession()?.user.uid ?? 0;
  const [isCropping, setCropping] = useState(false);
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [nameForm] = Form.useForm<{ name: string }>();
  const me = useQuery({ queryKey: userKeys.info(uid), queryFn: () => fetchUser(uid), enabled: uid > 0 });
  const saveInfo = useMutation({
    mutationFn: updateMyInfo,
    onSuccess: (saved) => queryClient.setQueryData(userKeys.info(uid), saved),
  });
  const savePassword = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void message.success(t('users.myhome.passwordChanged'));
      passwordForm.resetFields();
    },
  });
  if (!me.data) return <Spin />;
  const user = me.data;
  const lang = currentLang();
  const rule = (key: 'required' | 'invalidPassword' | 'passwordMismatch') =>
    formatRuleMessage({ key, params: {} }, lang);

  return (
    <Row gutter={16} data-testid="myhome-page">
      <Col xs={24} lg={12}>
        <Card title={t('users.myhome.profile')}>
          <Space align="start" size="large">
            <Space direction="vertical" align="center">
              {user.avatar ? (
                <StoredImage src={`/files/${user.avatar}`} width={120} height={120} data-testid="myhome-avatar" />
              ) : (
                <Avatar size={120} icon={<UserOutlined />} data-testid="myhome-avatar" />
              )}
              <Button onClick={() => setCropping(true)} data-testid="myhome-change-avatar">
                {t('users.myhome.changeAvatar')}
              </Button>
            </Space>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('users.field.account')}>
                <span data-testid="myhome-account">{user.account}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('users.field.company_name')}>{user.company_name}</Descriptions.Item>
              <Descriptions.Item label={t('users.field.user_type')}>{t(userTypeKey(user.user_type))}</Descriptions.Item>
              <Descriptions.Item label={t('users.field.role_id')}>
                {i18n.language === 'en' ? user.role_eng_name : user.role_name}
              </Descriptions.Item>
            </Descriptions>
          </Space>
          <Form
            form={nameForm}
            layout="inline"
            initialValues={{ name: user.name }}
            style={{ marginTop: 16 }}
            onFinish={(values) =>
              saveInfo.mutate({ name: values.name.trim() }, { onSuccess: () => void message.success(t('users.saved')) })
            }
          >
            <Form.Item
              name="name"
              label={t('users.field.name')}
              rules={[{ required: true, whitespace: true, message: rule('required') }, { max: 30 }]}
            >
              <Input maxLength={30} style={{ width: 200 }} />
            </Form.Item>
            <Button htmlType="submit" loading={saveInfo.isPending}>
              {t('kit.form.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('users.myhome.password')}>
          <Form
            form={passwordForm}
            layout="vertical"
            style={{ maxWidth: 360 }}
            onFinish={(values) => savePassword.mutate(values)}
            data-testid="myhome-password-form"
          >
            <Form.Item
              name="old_password"
              label={t('users.field.old_password')}
              rules={[{ required: true, message: rule('required') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('users.field.new_password')}
              required
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    if (!value) throw new Error(rule('required'));
                    if (value === MASKED_PASSWORD || !isValidPassword(value)) throw new Error(rule('invalidPassword'));
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
                    if (value !== getFieldValue('password')) throw new Error(rule('passwordMismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={savePassword.isPending}
              data-testid="myhome-password-save"
            >
              {t('kit.form.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <AvatarCropper
        open={isCropping}
        onClose={() => setCropping(false)}
        onUploaded={(fileId) => saveInfo.mutateAsync({ avatar: fileId })}
      />
    </Row>
  );
};

export default MyHomePage;
