import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearImportJob, savedImportJob } from '../../../components/import-job';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { HydrantImportPage } from './HydrantImportPage';

describe('hydrant import page', { timeout: 60_000 }, () => {
  preparePageTests();
  afterEach(clearImportJob);

  it('offers the firecock template and starts a hydrant import with the uploaded sheet', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/upload/jupiter/import') return { file_id: 'f9', static_url: '/files/f9', download_path: '/upload/file/f9' };
      if (call.path === '/import/import_firecock') return { job_id: 12 };
      return null;
    });
    const { container } = renderAt(<HydrantImportPage />, '/firecock/import_firecock');
    expect(screen.getByText('Import hydrants')).toBeTruthy();
    expect(screen.getByTestId('import-template').getAttribute('href')).toMatch(/^\/import\/template\?kind=firecock(&|$)/);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['x'], '消火栓.xlsx')] } });
    const start = screen.getByTestId('import-start');
    await waitFor(() => expect(start).toHaveProperty('disabled', false));
    fireEvent.click(start);
    await waitFor(() => expect(calls.find((call) => call.path === '/import/import_firecock')?.query.get('file_id')).toBe('f9'));
    expect(savedImportJob()).toBe('12');
  });
});
