import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { AppProviders, preparePageTests } from '../../../components/test-utils';
import { useStatWindow } from '../hooks';
import { WindowBar } from './WindowBar';

preparePageTests();
afterEach(() => vi.useRealTimers());

const Harness = () => {
  const [value, setValue] = useStatWindow();
  return <WindowBar value={value} onChange={setValue} />;
};

const renderBar = (url = '/page') => {
  const router = createMemoryRouter([{ path: '/page', element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />, { wrapper: AppProviders });
  return router;
};

describe('the window bar', { timeout: 60_000 }, () => {
  it('computes the quick picks in site days: at 01:00 on Sunday 8 March at UTC+8 it is still Saturday in UTC', () => {
    saveSession(buildLoginAnswer(['statistic'], { utc_offset_minutes: 480 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T17:00:00Z'));
    const router = renderBar('/page?window=month&category=fire');
    const search = () => new URLSearchParams(router.state.location.search);

    fireEvent.click(screen.getByTestId('pick-lastWeek'));
    // The site's week began today (Sunday): last week is 1–7 March, not 22–28 February.
    expect(Object.fromEntries(search())).toEqual({ start: '2026-03-01', end: '2026-03-07', category: 'fire' });

    fireEvent.click(screen.getByTestId('pick-lastMonth'));
    expect([search().get('start'), search().get('end')]).toEqual(['2026-02-01', '2026-02-28']);

    fireEvent.click(screen.getByTestId('pick-lastThreeMonths'));
    expect([search().get('start'), search().get('end')]).toEqual(['2025-12-01', '2026-02-28']);

    fireEvent.click(screen.getByTestId('window-last7'));
    expect(Object.fromEntries(search())).toEqual({ window: 'last7', category: 'fire' });
  });

  it('reads the site’s offset from the session: at UTC-5 the same instant is Saturday 7 March', () => {
    saveSession(buildLoginAnswer(['statistic'], { utc_offset_minutes: -300 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T03:00:00Z'));
    const router = renderBar();
    fireEvent.click(screen.getByTestId('pick-lastWeek'));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('start'), search.get('end')]).toEqual(['2026-02-22', '2026-02-28']);
  });
});
