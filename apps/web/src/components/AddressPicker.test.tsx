import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressPicker, levelOfCode, regionPrefixes } from './AddressPicker';
import { renderAt, setupDom } from './test-utils';

const regions: Record<string, { self: { code: string; name: string }; childs: { code: string; name: string }[] }> = {
  '11': { self: { code: '11', name: '北京市' }, childs: [{ code: '1101', name: '市辖区' }] },
  '1101': { self: { code: '1101', name: '市辖区' }, childs: [{ code: '110105', name: '朝阳区' }] },
  '110105': { self: { code: '110105', name: '朝阳区' }, childs: [{ code: '110105001', name: '建外街道' }] },
  '110105001': { self: { code: '110105001', name: '建外街道' }, childs: [] },
};
const provinces = [
  { code: '11', name: '北京市' },
  { code: '44', name: '广东省' },
];

const stubRegions = () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const code = new URL(url, 'http://x').searchParams.get('code') ?? '';
      calls.push(code);
      const data = code ? regions[code] : provinces;
      return new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data }), { status: 200 });
    }),
  );
  return calls;
};

describe('AddressPicker', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('knows the level of a code and its parents', () => {
    expect([levelOfCode('44'), levelOfCode('4401'), levelOfCode('440106'), levelOfCode('440106001')]).toEqual([
      0, 1, 2, 3,
    ]);
    expect(regionPrefixes('110105001')).toEqual(['11', '1101', '110105', '110105001']);
    expect(regionPrefixes('')).toEqual([]);
  });

  it('loads children on each pick, truncates on an earlier tab and closes 300 ms after a street', async () => {
    const calls = stubRegions();
    const onChange = vi.fn();
    renderAt(<AddressPicker onChange={onChange} />);
    fireEvent.click(screen.getByTestId('address-input'));
    fireEvent.click(await screen.findByRole('option', { name: '北京市' }));
    expect(onChange).toHaveBeenLastCalledWith('11', [{ code: '11', name: '北京市' }]);
    fireEvent.click(await screen.findByRole('option', { name: '市辖区' }));
    fireEvent.click(await screen.findByRole('option', { name: '朝阳区' }));
    expect(await screen.findByRole('option', { name: '建外街道' })).toBeTruthy();
    expect(calls).toEqual(['', '11', '1101', '110105']);

    // An earlier header tab (the province's) truncates the path and lists provinces again.
    fireEvent.click(screen.getByRole('tab', { name: '北京市' }));
    expect(await screen.findByRole('option', { name: '广东省' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '市辖区' })).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: '北京市' }));
    fireEvent.click(await screen.findByRole('option', { name: '市辖区' }));
    fireEvent.click(await screen.findByRole('option', { name: '朝阳区' }));
    const street = await screen.findByRole('option', { name: '建外街道' });
    vi.useFakeTimers();
    fireEvent.click(street);
    expect(onChange).toHaveBeenLastCalledWith('110105001', [
      { code: '11', name: '北京市' },
      { code: '1101', name: '市辖区' },
      { code: '110105', name: '朝阳区' },
      { code: '110105001', name: '建外街道' },
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(screen.getByTestId('address-panel').closest('.ant-popover-hidden')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('address-panel').closest('.ant-popover-hidden')).not.toBeNull());
  });

  it('shows the names of a stored code', async () => {
    stubRegions();
    renderAt(<AddressPicker value="110105" />);
    await waitFor(() =>
      expect((screen.getByTestId('address-input') as HTMLInputElement).value).toBe('北京市 / 市辖区 / 朝阳区'),
    );
  });
});
