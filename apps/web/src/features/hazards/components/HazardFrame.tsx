import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';

/** The hazard area's content frame: the tabs the user holds (hazard list, hazard review), then the page. */
export const HazardFrame = ({ children, testId }: { children: ReactNode; testId?: string }) => {
  const session = useSession();
  return (
    <Card data-testid={testId}>
      <HeaderTabs parent={session?.control.find((node) => node.id === 'danger')} />
      {children}
    </Card>
  );
};
