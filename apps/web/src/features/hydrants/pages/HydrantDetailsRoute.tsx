import { lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

const HydrantDetailsPage = lazy(() => import('./HydrantDetailsPage'));

/**
 * `/firecock/details_firecock` serves two screens (spec 000 §2): opened from a hydrant alarm (type=warn with the
 * event_id) it is the alarm's detail with handling; opened from the hydrant list it is the hydrant's archive.
 * `alarmPage` is the events feature's alarm detail, handed in by the route table so the two features stay apart.
 */
const HydrantDetailsRoute = ({ alarmPage }: { alarmPage: ReactNode }) => {
  const [search] = useSearchParams();
  const isAlarm = search.get('type') === 'warn' || search.has('event_id');
  return isAlarm ? alarmPage : <HydrantDetailsPage />;
};

export default HydrantDetailsRoute;
