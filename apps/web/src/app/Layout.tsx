import {
  AppstoreOutlined,
  DashboardOutlined,
  BookOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { permissionCatalogue } from '@fireline/shared';
import { Button, Layout as AntLayout, Menu, Modal, Space, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../features/auth';
import { onSessionEndedElsewhere } from '../lib/api';
import { HazardPushNotice } from '../features/hazards';
import { MaintTaskPushNotice } from '../features/maint';
import { RepairPushNotice } from '../features/repair';
import { AlarmTip } from './alarm-tip/AlarmTip';
import { currentLang } from '../lib/i18n';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PageHeader } from './PageHeader';
import { activeLeftNav, entryRoute, hasButton, hasPermissionId, leftNavItems } from '../lib/permissions';
import { isServed } from '../lib/served-pages';
import { clearSession, loadSession, setLoginReason, subscribeSession } from '../lib/session';
import { refreshSession } from '../lib/session-refresh';
import { openPushStream } from '../lib/sse';
import { subscribe } from '../lib/sse-router';
import './layout.css';

const catalogueLabel = (id: string) => {
  const node = permissionCatalogue.find((item) => item.id === id);
  if (!node) return id;
  return currentLang() === 'en' ? node.en : node.zh;
};

/** The console frame: top bar, left navigation from the permission tree, the push stream and the forced-logout dialog. */
/**
 * The header's shortcuts (spec 000 §2); each is shown once its page is built, to holders of any one of its permission
 * nodes (the server's check of the page's calls). Platform health (/sys_monitor) is the platform administrator's only.
 */
const topActions = [
  { path: '/gis', label: 'top.map', icon: <EnvironmentOutlined />, permissions: ['home', 'networkcompany'] },
  { path: '/resource/knowledge', label: 'top.knowledge', icon: <BookOutlined /> },
  { path: '/monitor_screen', label: 'top.monitor', icon: <DesktopOutlined />, permissions: ['home'] },
  { path: '/sys_monitor', label: 'top.sysMonitor', icon: <DashboardOutlined />, isAdminOnly: true },
  { path: '/myhome', label: 'top.userCenter', icon: <UserOutlined /> },
] as const;

/** Pages that belong to an area whose path they do not start with: the statistics report (/statistic) is statistics'. */
const areaAliases: Record<string, string> = { '/statistic': '/statisticv2' };
const areaPath = (path: string) => areaAliases[path] ?? path;

export const Layout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A snapshot: the console stays up (with the forced-logout dialog) after the stored login is cleared; a login stored
  // again (the permissions refresh) replaces it.
  const [session, setSession] = useState(() => loadSession());
  const [forcedMessage, setForcedMessage] = useState<string>();
  const queryClient = useQueryClient();

  // The server skipped messages this tab missed: every list shown (alarm lists and counts above all) is fetched again.
  useEffect(() => subscribe('reload', () => void queryClient.invalidateQueries()), [queryClient]);
  // This user's role was changed: the menu, tabs and buttons follow the new tree without a new login.
  useEffect(() => subscribe('permissions', () => void refreshSession().catch(() => undefined)), []);
  // A call answered 9996 before the stream's force_logout arrived: the same dialog.
  useEffect(() => onSessionEndedElsewhere(() => setForcedMessage((shown) => shown ?? t('session.elsewhere'))), [t]);
  useEffect(
    () =>
      subscribeSession(() => {
        const stored = loadSession();
        if (stored) setSession(stored);
      }),
    [],
  );

  useEffect(() => {
    if (!session) return;
    const stream = openPushStream({
      uid: session.user.uid,
      token: session.user.user_token,
      lang: currentLang,
      handlers: {
        onUnauthorized: () => {
          clearSession();
          sessionStorage.setItem('fl.mask', '1');
          void navigate('/login', { replace: true });
        },
        onForceLogout: (msg) => {
          clearSession({ quiet: true });
          setForcedMessage(msg || t('session.elsewhere'));
        },
        notifyHidden: (message) => {
          if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
          new Notification(message.msg_body.title ?? t('app.name'), { body: message.msg_body.content ?? '' });
        },
      },
    });
    return () => stream.stop();
    // The stream belongs to this session's token; it restarts only when the user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.user.user_token]);

  if (!session) return null;
  const items = leftNavItems(session.control).map((node) => ({
    key: node.id,
    label: <span data-testid={`nav-${node.id}`}>{catalogueLabel(node.id)}</span>,
    onClick: () => void navigate(entryRoute(node, session.user)),
  }));
  const canSeeAlarms =
    session.user.role_code === 'admin_system' ||
    leftNavItems(session.control).some((node) => node.id === 'alarmdeal') ||
    hasButton(session.control, 'alarmdeal-handle');
  const activeLeft = activeLeftNav(session.control, areaPath(location.pathname));

  const confirmLogout = () =>
    Modal.confirm({
      title: t('top.logoutConfirm'),
      okText: t('common.ok'),
      okButtonProps: { id: 'logout-confirm' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout().catch(() => undefined);
        clearSession();
        void navigate('/login', { replace: true });
      },
    });

  return (
    <AntLayout className="fl-layout">
      <AntLayout.Header className="fl-header">
        <div className="fl-brand">
          <SafetyOutlined />
          <span>{t('app.name')}</span>
        </div>
        <Space size={4} className="fl-top-actions">
          {topActions
            .filter(
              (action) =>
                isServed(action.path) &&
                (!('isAdminOnly' in action) || session.user.role_code === 'admin_system') &&
                (!('permissions' in action) ||
                  action.permissions.some((id) => hasPermissionId(session.control, id, session.user.role_code))),
            )
            .map((action) => (
              <Button
                key={action.path}
                type="text"
                icon={action.icon}
                onClick={() => void navigate(action.path)}
                data-testid={`top-${action.path.slice(1).replaceAll('/', '-')}`}
              >
                {t(action.label)}
              </Button>
            ))}
          <LanguageSwitch />
          <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="logout">
            {t('top.logout')}
          </Button>
          <Typography.Text className="fl-user" data-testid="current-user">
            {session.user.real_name || session.user.user_name} · {session.user.company_name}
          </Typography.Text>
        </Space>
      </AntLayout.Header>
      <AntLayout className="fl-body">
        <AntLayout.Sider width={200} className="fl-sider" data-testid="left-nav">
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={activeLeft ? [activeLeft.id] : []}
            items={items.length ? items : [{ key: 'none', icon: <AppstoreOutlined />, label: '—', disabled: true }]}
          />
        </AntLayout.Sider>
        {/* The page scrolls in its own area; the open alarm tip docks below it, so it never lies over the page. */}
        <div className="fl-main">
          {/* data-path: the address this frame has drawn. A navigation commits once the new page's code has arrived, the
              old page showing until then; browser tests wait for it to be the address bar's (packages/e2e/src/settle.ts). */}
          <AntLayout.Content
            className="fl-content"
            data-testid="page-content"
            data-path={location.pathname + location.search}
          >
            <PageHeader
              section={activeLeft && { title: catalogueLabel(activeLeft.id), to: entryRoute(activeLeft, session.user) }}
            />
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </AntLayout.Content>
          {canSeeAlarms && <AlarmTip />}
        </div>
      </AntLayout>
      <HazardPushNotice />
      <MaintTaskPushNotice />
      <RepairPushNotice />
      <Modal
        open={forcedMessage !== undefined}
        closable={false}
        maskClosable={false}
        keyboard={false}
        title={t('session.forcedTitle')}
        footer={
          <Button
            type="primary"
            data-testid="relogin"
            onClick={() => {
              setLoginReason('session.elsewhere');
              setForcedMessage(undefined);
              void navigate('/login', { replace: true });
            }}
          >
            {t('session.relogin')}
          </Button>
        }
      >
        <div data-testid="force-logout-modal">
          <Typography.Text strong>{t('session.forcedTitle')}</Typography.Text>
          <p>{forcedMessage}</p>
        </div>
      </Modal>
    </AntLayout>
  );
};

export default Layout;
