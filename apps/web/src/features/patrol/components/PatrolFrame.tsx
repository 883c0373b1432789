import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/** The patrol pages sit under the area's header tabs the user holds: plans, tasks, records, points, items. */
export const PatrolFrame = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  return (
    <>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'patrol')} />
      {children}
    </>
  );
};

export default PatrolFrame;
