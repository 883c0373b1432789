import type { ReactNode } from 'react';
import { loadSession } from '../app/session';
import { HeaderTabs } from './HeaderTabs';

/**
 * The pages of system management (/systemmanage/*, the district organisations' lists aside: they have their own tabs)
 * sit under the area's header tabs the user holds (spec 001 §2 "Tabs"): operation log, system settings, …
 */
export const SystemManageFrame = ({ children }: { children: ReactNode }) => (
  <>
    <HeaderTabs parent={loadSession()?.control.find((node) => node.id === 'systemmanage')} />
    {children}
  </>
);
