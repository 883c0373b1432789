import { Button, Card, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { CertificatesCard } from '../components/CertificatesCard';
import { UserDescriptions } from '../components/UserDescriptions';
import { useAreaCompanyId, useUserOfQuery } from '../hooks';
import { areaLink, canKeepPeople, type PeopleArea } from '../people-area';

/** /systemmanage/account/account_info and /company/user/info?user_id=: a person's record and certificates. */
export const UserInfoPage = ({ area }: { area: PeopleArea }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyId = useAreaCompanyId(area);
  const { userId, user } = useUserOfQuery();
  if (!user.data) return <Spin />;
  const canKeep = canKeepPeople(user.data.company_id);
  return (
    <>
      <Card
        title={`${t('users.route.info')} · ${user.data.name}`}
        data-testid="user-info-page"
        extra={
          <Space>
            {area === 'system' && (
              <Button onClick={() => void navigate(`/systemmanage/account/alarminfo?user_id=${userId}`)}>
                {t('users.list.alarm')}
              </Button>
            )}
            {canKeep && (
              <Button
                type="primary"
                onClick={() =>
                  void navigate(areaLink(area, 'form', { company_id: companyId, type: 'edit', user_id: userId }))
                }
              >
                {t('users.action.edit')}
              </Button>
            )}
          </Space>
        }
      >
        <UserDescriptions user={user.data} />
      </Card>
      <CertificatesCard userId={userId} canEdit={false} lang={currentLang()} />
    </>
  );
};

export default UserInfoPage;
