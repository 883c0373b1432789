import { Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { loadSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/** The area's content frame: the kinds the user holds as header tabs (and the import tab), then the page. */
export const ThirdSystemFrame = ({ children }: { children: ReactNode }) => {
  const [control] = useState(() => loadSession()?.control ?? []);
  return (
    <Card data-testid="third-system-frame">
      <HeaderTabs parent={control.find((node) => node.id === 'thirdsystem')} />
      {children}
    </Card>
  );
};
