import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { buildLoginAnswer } from '../lib/test-fixtures';
import { SystemManageFrame } from './SystemManageFrame';
import { preparePageTests, renderAt, keepServedPaths } from './test-utils';

describe('system management frame', () => {
  preparePageTests();
  keepServedPaths(['/systemmanage/log', '/systemmanage/setup', '/systemmanage/manage/:type']);

  it("shows the area's tabs the user holds and whose page is built, the current one active, and switches", async () => {
    saveSession(buildLoginAnswer(['systemmanage-log', 'systemmanage-setup', 'systemmanage-account']));
    const { router } = renderAt(
      <SystemManageFrame>
        <div>log page</div>
      </SystemManageFrame>,
      '/systemmanage/log',
      [{ path: '/systemmanage/setup', element: <div>setup page</div> }],
    );
    expect(screen.getByText('log page')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    // Account management is granted but not built yet: no tab leads to it.
    expect(tabs).toEqual([
      ['Operation log', 'true'],
      ['Settings', 'false'],
    ]);
    fireEvent.click(screen.getByTestId('tab-systemmanage-setup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemmanage/setup'));
  });
});
