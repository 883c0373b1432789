import type { ReactNode } from 'react';
import { loadSession } from '../app/session';
import { HeaderTabs } from './HeaderTabs';

/** Every /company/* page sits under the unit's content tabs (spec 001 §2 "Company detail"), the user's own subset. */
export const CompanyFrame = ({ children }: { children: ReactNode }) => (
  <>
    <HeaderTabs parent={loadSession()?.control.find((node) => node.id === 'networkcompany')} />
    {children}
  </>
);
