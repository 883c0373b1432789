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
      if (call.path === '/upload/jupiter/import')
        return { file_id: 'f9', static_url: '/files/f9', download_path: '/upload/file/f9' };
      if (call.path === '/import/import_firecock') return { job_id: 12 };
      if (call.path === '/api_proxy/file/download_ticket/')
        return { url: '/import/template?kind=firecock&ticket=t1', expires_in: 60 };
      return null;
    });
    const { container } = renderAt(<HydrantImportPage />, '/firecock/import_firecock');
    expect(screen.getByText('Import hydrants')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-template'));
    await waitFor(() =>
      expect(document.querySelector('[data-testid=download-frame]')?.getAttribute('src')).toBe(
        '/import/template?kind=firecock&ticket=t1',
      ),
    );
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')?.body).toEqual({
      target: 'template',
      kind: 'firecock',
    });
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], '消火栓.xlsx')] },
    });
    const start = screen.getByTestId('import-start');
    await waitFor(() => expect(start).toHaveProperty('disabled', false));
    fireEvent.click(start);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/import/import_firecock')?.query.get('file_id')).toBe('f9'),
    );
    expect(savedImportJob()).toBe('12');
  });
});
