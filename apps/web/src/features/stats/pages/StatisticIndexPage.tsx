import { useState } from 'react';
import { Navigate } from 'react-router';
import { loadSession } from '../../../lib/session';
import { visibleTabs } from '../../../components/HeaderTabs';
import { StatsNoPermission } from '../components/StatsFrame';

/** /statisticv2: the first statistics tab the user holds (a bare parent path opens its first tab). */
export const StatisticIndexPage = () => {
  const [control] = useState(() => loadSession()?.control ?? []);
  const first = visibleTabs(control.find((node) => node.id === 'statistic'))[0];
  return first ? <Navigate to={first.route} replace /> : <StatsNoPermission />;
};

export default StatisticIndexPage;
