import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { visibleTabs } from '../../../components/HeaderTabs';

/**
 * /vyborg/manage (维保管理; /vyborg redirects here, spec 002 §2): the maintenance area's landing, which opens the first
 * header tab the user holds whose page is built.
 */
export const ManagePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const [first] = visibleTabs(session?.control.find((node) => node.id === 'vyborg'));
  if (first) return <Navigate to={first.route} replace />;
  return <Empty description={t('maint.manage.none')} />;
};

export default ManagePage;
