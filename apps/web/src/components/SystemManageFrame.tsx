import type { ReactNode } from 'react';
import { loadSession } from '../app/session';
import { HeaderTabs } from './HeaderTabs';

/**
 * The pages of system management (/systemmanage/*, spec 001 §2 "System management" tabs) under the area's content tabs,
 * the user's own subset; the district organisations' pages (/systemmanage/manage/*) have their own.
 */
export const SystemManageFrame = ({ children }: { children: ReactNode }) => (
  <>
    <HeaderTabs parent={loadSession()?.control.find((node) => node.id === 'systemmanage')} />
    {children}
  </>
);
