import { Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { loadSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/** The alarm area's content frame: the header tabs the user holds (list, shielded, device view), then the page. */
export const AlarmdealFrame = ({ children }: { children: ReactNode }) => {
  const [control] = useState(() => loadSession()?.control ?? []);
  const parent = control.find((node) => node.id === 'alarmdeal');
  return (
    <Card className="alarmdeal-frame" data-testid="alarmdeal-frame">
      <HeaderTabs parent={parent} />
      {children}
    </Card>
  );
};
