import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { DeviceImportPage } from './DeviceImportPage';

const dtus = [{ device_id: 31, enum_device_class: 'dtu', device_code: 'UITD01', name: 'A座 用传' }];

describe('component import: the transmission device the components hang on', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeAll(() => saveSession(buildLoginAnswer(['networkcompany'])));

  it("offers the unit's transmission devices from the first page of the list (page_no is 0-based)", async () => {
    const calls = stubFetch(({ path, query }) => {
      if (path !== '/api_proxy/device/device_list_by_mulit_params/') return null;
      // The server's paging: the one device is on page 0; any later page is empty.
      return { list: query.get('page_no') === '0' ? dtus : [], total: dtus.length };
    });
    renderAt(<DeviceImportPage />, '/company/component/import?company_id=9');
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('tab') === 'dtu' && call.query.get('company_id') === '9')).toBe(true),
    );
    const select = screen.getByTestId('import-parent-device');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="A座 用传 · UITD01"]')).not.toBeNull(),
    );
  });
});
