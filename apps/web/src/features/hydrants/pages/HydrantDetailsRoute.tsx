import { lazy } from 'react';
import { useSearchParams } from 'react-router';

const AlarmDetailPage = lazy(() => import('../../events/pages/AlarmDetailPage'));
const HydrantDetailsPage = lazy(() => import('./HydrantDetailsPage'));

/**
 * `/firecock/details_firecock` serves two screens (spec 000 §2): opened from a hydrant alarm (type=warn with the
 * event_id) it is the alarm's detail with handling; opened from the hydrant list it is the hydrant's archive.
 */
const HydrantDetailsRoute = () => {
  const [search] = useSearchParams();
  const isAlarm = search.get('type') === 'warn' || search.has('event_id');
  return isAlarm ? <AlarmDetailPage /> : <HydrantDetailsPage />;
};

export default HydrantDetailsRoute;
