import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { centerOf, DEFAULT_CENTER } from './coordinates';
import { CoordinatePicker } from './CoordinatePicker';
import { renderAt, setupDom } from './test-utils';

describe('CoordinatePicker', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('centres on a valid value, else on the default centre 116.335285, 39.942384', () => {
    expect(centerOf(undefined)).toEqual({ lng: 116.335285, lat: 39.942384 });
    expect(centerOf({ lng: 113.3, lat: 23.1 })).toEqual({ lng: 113.3, lat: 23.1 });
    expect(centerOf({ lng: 190, lat: 23.1 })).toEqual(DEFAULT_CENTER);
    expect(centerOf({ lng: 113.3, lat: 95 })).toEqual(DEFAULT_CENTER);
  });

  it('takes typed coordinates without a map', () => {
    const onChange = vi.fn();
    renderAt(<CoordinatePicker value={{ lng: 116.1, lat: 39.9 }} onChange={onChange} />);
    const longitude = screen.getByLabelText('Longitude');
    fireEvent.change(longitude, { target: { value: '113.264385' } });
    fireEvent.blur(longitude);
    expect(onChange).toHaveBeenLastCalledWith({ lng: 113.264385, lat: 39.9 });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Latitude'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
