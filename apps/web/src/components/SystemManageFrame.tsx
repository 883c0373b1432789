import type { ReactNode } from 'react';
import { useSession } from '../app/session';
import { HeaderTabs } from './HeaderTabs';

/** The system management pages (/systemmanage/*) sit under the area's tabs (spec 001 §2), the user's own subset. */
export const SystemManageFrame = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  return (
    <>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'systemmanage')} />
      {children}
    </>
  );
};
