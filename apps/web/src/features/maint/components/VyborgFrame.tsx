import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/** The maintenance area's pages (/vyborg/*) sit under its header tabs the user holds (spec 002 §2). */
export const VyborgFrame = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  return (
    <>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'vyborg')} />
      {children}
    </>
  );
};

export default VyborgFrame;
