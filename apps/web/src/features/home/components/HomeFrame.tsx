import { useState, type ReactNode } from 'react';
import { loadSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';
import { useLiveHome } from '../hooks';
import '../home.css';

/**
 * A home page's frame: the home tabs the user holds (centre, centre V2, unit, authority), then the cards, kept live (a
 * pushed alarm refreshes every number on the page and its newest events, without a reload).
 */
export const HomeFrame = ({ children, className }: { children: ReactNode; className?: string }) => {
  const [control] = useState(() => loadSession()?.control ?? []);
  useLiveHome();
  return (
    <div className={`home-page ${className ?? ''}`} data-testid="home-page">
      <HeaderTabs parent={control.find((node) => node.id === 'home')} />
      {children}
    </div>
  );
};
