import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AlarmTable } from '../components/AlarmTable';

/** /firecock/alarm_list: alarms of every hydrant the user sees. */
export const HydrantEventListPage = () => {
  const { t } = useTranslation();
  return (
    <Card title={t('hydrants.alarms.title')} data-testid="hydrant-alarms">
      <AlarmTable />
    </Card>
  );
};

export default HydrantEventListPage;
