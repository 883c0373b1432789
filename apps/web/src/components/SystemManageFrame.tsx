import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { HeaderTabs } from './HeaderTabs';

/**
 * The pages of system management (/systemmanage/*, the district organisations' lists aside: they have their own tabs)
 * sit under the area's header tabs the user holds (spec 001 §2 "Tabs"): operation log, departments, roles, system
 * settings, … Re-drawn when the stored login changes (a permissions refresh).
 */
export const SystemManageFrame = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  return (
    <>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'systemmanage')} />
      {children}
    </>
  );
};
