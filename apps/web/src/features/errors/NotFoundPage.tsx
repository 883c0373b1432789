import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { firstPermittedRoute } from '../../lib/permissions';
import { loadSession } from '../../lib/session';

/** A route no feature provides yet: said plainly, with a way back. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(firstPermittedRoute(loadSession()?.control ?? [], loadSession()?.user))}
          data-testid="not-found-back"
        >
          {t('notFound.back')}
        </Button>
      }
      data-testid="not-found"
    />
  );
};

/** A page the user's role does not hold: said plainly, with the same way back as the not-found page. */
export const NoPermissionPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.body')}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(firstPermittedRoute(loadSession()?.control ?? [], loadSession()?.user))}
          data-testid="no-permission-back"
        >
          {t('notFound.back')}
        </Button>
      }
      data-testid="no-permission"
    />
  );
};

export default NotFoundPage;
