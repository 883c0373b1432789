import { useState, type ReactNode } from 'react';
import { loadSession } from '../../../app/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/**
 * System management's tabs (spec 001 §2 "System management": account management, system settings, …) above the
 * account pages, so one moves between the area's pages the user holds.
 */
export const SystemManageFrame = ({ children }: { children: ReactNode }) => {
  const [control] = useState(() => loadSession()?.control ?? []);
  return (
    <>
      <HeaderTabs parent={control.find((node) => node.id === 'systemmanage')} />
      {children}
    </>
  );
};
