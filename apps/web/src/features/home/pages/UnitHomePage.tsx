import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isUnitUser } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { HomeFrame } from '../components/HomeFrame';
import { UnitHome } from '../components/UnitHome';
import { useLiveHome } from '../hooks';
import { unitListLink } from '../links';
import '../home.css';

/** The unit a page is about: the query's company_id, else a unit user's own unit. */
const useUnitId = () => {
  const [search] = useSearchParams();
  const user = loadSession()?.user;
  return idParam(search.get('company_id')) ?? (user && isUnitUser(user) ? user.company_id : undefined);
};

const ChooseUnit = () => {
  const { t } = useTranslation();
  const list = unitListLink();
  return (
    <Empty description={t('home.unit.choose')} data-testid="unit-choose">
      {list && <Link to={list}>{t('home.unit.chooseLink')}</Link>}
    </Empty>
  );
};

/** The unit's map card, given by the route table (the map is another feature's). */
type MapSlot = { mapCard?: (companyId: number) => ReactNode };

/** /home_page/company: a unit's people land on their unit's home; anyone else on the unit the query names. */
export const UnitHomePage = ({ mapCard }: MapSlot) => {
  const companyId = useUnitId();
  return (
    <HomeFrame>
      {companyId === undefined ? (
        <ChooseUnit />
      ) : (
        <UnitHome key={companyId} companyId={companyId} mapCard={mapCard?.(companyId)} />
      )}
    </HomeFrame>
  );
};

/** /company/home_page: the chosen unit's home inside its content tabs (the frame gives the tabs). */
export const CompanyHomeTabPage = ({ mapCard }: MapSlot) => {
  const companyId = useUnitId();
  useLiveHome();
  return (
    <div className="home-page" data-testid="home-page">
      {companyId === undefined ? (
        <ChooseUnit />
      ) : (
        <UnitHome key={companyId} companyId={companyId} mapCard={mapCard?.(companyId)} />
      )}
    </div>
  );
};

export default UnitHomePage;
