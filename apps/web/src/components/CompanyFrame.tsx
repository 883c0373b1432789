import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { HeaderTabs } from './HeaderTabs';

/** Every /company/* page sits under the unit's content tabs (spec 001 §2 "Company detail"), the user's own subset. */
export const CompanyFrame = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  return (
    <>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'networkcompany')} />
      {children}
    </>
  );
};
