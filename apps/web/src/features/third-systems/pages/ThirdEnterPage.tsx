import { thirdEnterErrors, type ThirdEnterError } from '@fireline/shared';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { firstPermittedRoute } from '../../../lib/permissions';
import { clearSession, saveSession } from '../../../lib/session';
import type { MessageKey } from '../../../locales/en-US';
import { exchangeEnterCode } from '../api';

const errorKey = (error: string | null): MessageKey | undefined => {
  if (error === null) return undefined;
  return (thirdEnterErrors as readonly string[]).includes(error)
    ? (`thirdSystems.enter.error.${error as ThirdEnterError}` as MessageKey)
    : 'thirdSystems.enter.error.invalid';
};

/**
 * /third_enter: where an accepted entry link sends the browser (docs/third-party.md). The one-time code in the URL is
 * exchanged by a POST for the session, stored as a login's is, and the URL replaced at once: the session token never
 * appears in a URL, and the code works once and for a minute only.
 */
export const ThirdEnterPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const [problem, setProblem] = useState<MessageKey | undefined>(() =>
    code ? undefined : (errorKey(searchParams.get('error')) ?? 'thirdSystems.enter.error.code'),
  );
  // The code works once: a second effect run (StrictMode) must not spend it again.
  const exchanged = useRef(false);

  useEffect(() => {
    if (!code || exchanged.current) return;
    exchanged.current = true;
    // Whoever was signed in on this browser is not who enters now.
    clearSession({ quiet: true });
    exchangeEnterCode(code).then(
      (answer) => {
        saveSession(answer);
        void navigate(firstPermittedRoute(answer.user_control, answer), { replace: true });
      },
      () => {
        setProblem('thirdSystems.enter.error.code');
        void navigate('/third_enter', { replace: true });
      },
    );
  }, [code, navigate]);

  if (!problem) return <Spin fullscreen tip={t('thirdSystems.enter.working')} data-testid="third-enter-working" />;
  return (
    <Result
      status="warning"
      title={t('thirdSystems.enter.failed')}
      subTitle={t(problem)}
      extra={
        <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
          {t('thirdSystems.enter.toLogin')}
        </Button>
      }
      data-testid="third-enter-failed"
    />
  );
};

export default ThirdEnterPage;
