import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { savedImportJob, type ImportPoll } from './import-job';
import { ImportJob } from './ImportJob';
import { TestStyles, setupDom } from './test-utils';

const renderJob = (
  poll: (jobId: string) => Promise<ImportPoll>,
  page: ReactElement = <ImportJob jobId="job-1" poll={poll} />,
) => {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <div>list page</div> },
      { path: '/import', element: page },
    ],
    { initialEntries: ['/list', '/import'], initialIndex: 1 },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    { wrapper: TestStyles },
  );
  return router;
};

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('ImportJob poller', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('polls first after 3 s, then every 1 s while running, and reports completion with row errors', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const answers: ImportPoll[] = [
      { code: 1, data: { status: 'running', total: 10, imported: 4, errors: [] } },
      {
        code: 0,
        data: {
          status: 'done',
          total: 10,
          imported: 0,
          errors: [{ row: 7, column: 'contact_phone', message: 'enter a correct phone number' }],
        },
      },
    ];
    const poll = vi.fn(async () => answers.shift()!);
    renderJob(poll);
    expect(savedImportJob()).toBe('job-1');
    await advance(2900);
    expect(poll).not.toHaveBeenCalled();
    await advance(100);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith('job-1');
    expect(screen.getByText('importing, please wait')).toBeTruthy();
    await advance(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    // A file with problems imports nothing (all or nothing): the screen says so instead of "completed".
    expect(screen.getByTestId('import-outcome').textContent).toContain('nothing was imported: 1 problem(s) found');
    expect(screen.getByTestId('import-summary').textContent).toBe('0 of 10 rows imported');
    expect(screen.getByText('contact_phone')).toBeTruthy();
    expect(savedImportJob()).toBeUndefined();
    await advance(5000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('tells the page once that the job finished, also when the page hands it a new callback on every render', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const poll = vi.fn(async (): Promise<ImportPoll> => ({
      code: 0,
      data: { status: 'done', total: 2, imported: 2, errors: [] },
    }));
    const done = vi.fn();
    // As the import screen does: the callback clears the chosen file, which renders the page again.
    const Page = () => {
      const [, setFiles] = useState<string[]>(['sheet.xlsx']);
      return (
        <ImportJob
          jobId="job-2"
          poll={poll}
          onDone={(result) => {
            done(result);
            // Bounded, so a poller that calls back on every render fails this test instead of looping for ever.
            if (done.mock.calls.length < 5) setFiles([]);
          }}
        />
      );
    };
    renderJob(poll, <Page />);
    await advance(3000);
    await advance(10);
    expect(screen.getByTestId('import-summary').textContent).toBe('2 of 2 rows imported');
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('warns and goes back when the file is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const poll = vi.fn(async (): Promise<ImportPoll> => ({ code: 9995 }));
    const router = renderJob(poll);
    await advance(3000);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(10);
    expect(router.state.location.pathname).toBe('/list');
    expect(savedImportJob()).toBeUndefined();
  });

  it('stops polling when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const poll = vi.fn(async (): Promise<ImportPoll> => ({
      code: 1,
      data: { status: 'running', total: 10, imported: 0, errors: [] },
    }));
    renderJob(poll);
    await advance(3000);
    expect(poll).toHaveBeenCalledTimes(1);
    cleanup();
    await advance(5000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('keeps polling when a request fails (only logged)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const poll = vi.fn(async (): Promise<ImportPoll> => {
      throw new Error('offline');
    });
    renderJob(poll);
    await advance(3000);
    await advance(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
