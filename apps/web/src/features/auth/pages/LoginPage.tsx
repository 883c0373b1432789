import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../../lib/url';
import { ApiError } from '../../../lib/api';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { checkPermission, firstPermittedRoute } from '../../../lib/permissions';
import { lastRoute, saveSession, takeLoginReason } from '../../../lib/session';
import { readSecure, writeSecure } from '../../../lib/storage';
import type { MessageKey } from '../../../locales/en-US';
import { fetchCaptcha, login } from '../api';
import { checkCaptcha, checkPassword, checkUsername } from '../login-rules';
import { authKeys } from '../keys';
import './login.css';

type Remembered = { username: string; password?: string };
type Values = { username: string; password: string; captcha: string; remember: boolean };

const rule = (check: (value: string) => MessageKey | undefined, t: (key: MessageKey) => string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = check(value ?? '');
    if (problem) throw new Error(t(problem));
  },
});

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const captchaQuery = useQuery({
    queryKey: authKeys.captcha(),
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });
  const captcha = captchaQuery.data;
  const refreshCaptcha = () => void captchaQuery.refetch();
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [reason] = useState(() => takeLoginReason());

  useEffect(() => {
    const remembered = readSecure<Remembered>('remember');
    if (remembered)
      form.setFieldsValue({
        username: remembered.username,
        password: remembered.password ?? '',
        remember: Boolean(remembered.password),
      });
  }, [form]);

  const submit = async (values: Values) => {
    setIsBusy(true);
    setError(undefined);
    try {
      const answer = await login({
        username: values.username.trim(),
        password: values.password,
        captcha_id: captcha?.captcha_id ?? '',
        captcha_code: values.captcha.trim(),
      });
      saveSession(answer);
      if (values.remember) writeSecure('remember', { username: values.username.trim(), password: values.password });
      else writeSecure('remember', { username: values.username.trim() });
      const restored = lastRoute();
      const target =
        restored && restored !== '/login' && checkPermission(answer.user_control, pathOf(restored)).allowed
          ? restored
          : firstPermittedRoute(answer.user_control, answer);
      void navigate(target, { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : t('error.network'));
      form.setFieldValue('captcha', '');
      refreshCaptcha();
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <div className="login-card">
        <div className="login-brand">
          <SafetyOutlined className="login-logo" />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('app.name')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
          </div>
        </div>
        {reason && (
          <Alert
            type="warning"
            showIcon
            message={t(reason as MessageKey)}
            style={{ marginBottom: 16 }}
            data-testid="login-reason"
          />
        )}
        {captchaQuery.error && (
          <Alert type="error" showIcon message={captchaQuery.error.message} style={{ marginBottom: 16 }} />
        )}
        {error && (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={{ remember: false }}
          size="large"
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[rule(checkUsername, t)]}
            validateTrigger="onBlur"
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.usernamePlaceholder')}
              autoComplete="username"
              data-testid="login-username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[rule(checkPassword, t)]}
            validateTrigger="onBlur"
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Form.Item label={t('login.captcha')} required>
            <div className="login-captcha">
              <Form.Item name="captcha" noStyle rules={[rule(checkCaptcha, t)]}>
                <Input placeholder={t('login.captchaPlaceholder')} maxLength={6} data-testid="login-captcha" />
              </Form.Item>
              <button
                type="button"
                className="login-captcha-image"
                title={t('login.captchaRefresh')}
                onClick={refreshCaptcha}
                data-testid="login-captcha-image"
              >
                {captcha && (
                  <img
                    alt={t('login.captcha')}
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
                  />
                )}
              </button>
            </div>
          </Form.Item>
          <div className="login-options">
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('login.remember')}</Checkbox>
            </Form.Item>
            <Typography.Link
              onClick={() =>
                Modal.info({ title: t('login.forgotTitle'), content: t('login.forgotBody'), okText: t('common.ok') })
              }
              data-testid="login-forgot"
            >
              {t('login.forgot')}
            </Typography.Link>
          </div>
          <Button type="primary" htmlType="submit" block loading={isBusy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
};

export default LoginPage;
