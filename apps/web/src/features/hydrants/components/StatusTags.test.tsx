import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../../../lib/i18n';
import { StatusTags } from './StatusTags';
import { TestStyles } from '../../../components/test-utils';

const normal = { water_pressure_status: 0, impact_status: 0, water_theft_status: 0, pressure: 0.3, lower_limit: 0.15 };
const renderTags = (item: typeof normal) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StatusTags item={item} />
    </I18nextProvider>,
    { wrapper: TestStyles },
  );

describe('hydrant status tags', () => {
  beforeAll(async () => {
    setupI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows one normal tag for a hydrant without alarms', () => {
    renderTags(normal);
    expect(screen.getByText('Normal')).toBeTruthy();
    expect(screen.queryByTestId('hydrant-alarm-impact')).toBeNull();
  });

  it('shows each active alarm, low pressure included when the reading is under the threshold', () => {
    renderTags({ ...normal, pressure: 0.08, water_theft_status: 1 });
    expect(screen.getByTestId('hydrant-alarm-waterPressure').textContent).toBe('Low water pressure');
    expect(screen.getByTestId('hydrant-alarm-waterTheft').textContent).toBe('Water theft');
    expect(screen.queryByText('Normal')).toBeNull();
  });
});
