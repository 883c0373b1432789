import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { PositionFileDialog } from './PositionFileDialog';

preparePageTests();

describe('placing devices from a file on the floor-plan page', { timeout: 60_000 }, () => {
  it('offers the template, starts the job for the unit with the uploaded sheet and lists the refused rows', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/upload/jupiter/import')
        return { file_id: 'f-positions', static_url: '/files/f-positions', download_path: '', name: 'positions.xlsx' };
      if (call.path === '/api_proxy/device/updateDevicePositionByFile/')
        return { job_id: 41, status: 'running', total: 0, imported: 0, errors: [] };
      return {
        job_id: 41,
        kind: 'device_position',
        status: 'finished',
        total: 2,
        imported: 0,
        errors: [{ row: 3, column: 'Floor', message: 'no floor plan on this floor so cannot associate' }],
      };
    });
    let placed = 0;
    renderAt(<PositionFileDialog companyId={12} onPlaced={() => (placed += 1)} />);
    fireEvent.click(screen.getByTestId('position-file'));
    fireEvent.click(await screen.findByTestId('import-template'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')?.body).toEqual({
        target: 'template',
        kind: 'device_position',
      }),
    );

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['x'], 'positions.xlsx', {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
        ],
      },
    });
    await waitFor(() => expect((screen.getByTestId('import-start') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('import-start'));

    const outcome = await screen.findByTestId('import-outcome', {}, { timeout: 8000 });
    expect(outcome.textContent).toContain('1');
    expect(screen.getByText('no floor plan on this floor so cannot associate')).toBeTruthy();
    const start = calls.find((call) => call.path === '/api_proxy/device/updateDevicePositionByFile/')!;
    expect(start.method).toBe('POST');
    expect(start.body).toEqual({ file_id: 'f-positions', company_id: 12 });
    expect(calls.find((call) => call.path === '/import/import_result')!.query.get('job_id')).toBe('41');
    expect(placed).toBe(0);
  });
});
