import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEventPush } from '../../lib/push-fixtures';
import { dispatchMessage } from '../../lib/sse-router';
import { throttle } from '../../lib/throttle';
import { EventListPage } from './pages/EventListPage';
import { prepareDom, renderWithApp, stubServer } from './test-support';
import { buildEvent } from '../../lib/test-fixtures';

const pushedFireAlarm = (eventId: number) =>
  buildEventPush({ seq_id: eventId, event_id: eventId, status_category: 'fire', alarm_status: 'alarm' });

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, folds a burst into one run at the end of the interval, and no more', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 2000);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    throttled.call();
    throttled.call();
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('alarm list with pushed alarms', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the open list again when an alarm is pushed, on the same page and filters', async () => {
    const answers: Record<string, unknown> = {
      'GET /api_proxy/event/event_list/': { list: [buildEvent({ id: 41, device_name: '2层 配电间 烟感' })], total: 41 },
      'GET /api_proxy/event/event_list_headers/': { list: [{ status_category: 'fire', total: 41, unprocessed: 41 }] },
      'GET /api_proxy/other/GetCompanyList': { list: [], total: 0 },
    };
    const calls = stubServer(answers);
    const router = renderWithApp(
      <EventListPage />,
      '/alarmdeal/alarmdeal_list/fire?status=false&company_id=2&page_no=1',
      '/alarmdeal/alarmdeal_list/:category',
    );
    await screen.findByText('2层 配电间 烟感');
    const lists = () => calls.filter((call) => call.path === '/api_proxy/event/event_list/');
    const before = lists().length;

    answers['GET /api_proxy/event/event_list/'] = {
      list: [buildEvent({ id: 42, device_name: '5层 走廊 烟感' })],
      total: 42,
    };
    act(() => dispatchMessage(pushedFireAlarm(42)));
    await screen.findByText('5层 走廊 烟感');
    expect(lists()).toHaveLength(before + 1);
    const query = lists().at(-1)!.query;
    expect([query.get('status_category'), query.get('status'), query.get('company_id'), query.get('page_no')]).toEqual([
      'fire',
      'false',
      '2',
      '1',
    ]);
    expect(router.state.location.search).toBe('?status=false&company_id=2&page_no=1');
    expect(calls.filter((call) => call.path === '/api_proxy/event/event_list_headers/').length).toBeGreaterThan(1);

    // A second alarm within the interval waits for its end instead of fetching again at once.
    act(() => dispatchMessage(pushedFireAlarm(43)));
    expect(lists()).toHaveLength(before + 1);
  });
});
