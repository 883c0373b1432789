import { describe, expect, it } from 'vitest';
import { deviceTypeLabel, eventDeviceTypes } from './gb26875-codes';

describe('device type names', () => {
  it('names GB/T 26875.3 component codes and the transmission device in both languages', () => {
    expect(deviceTypeLabel('1', 'zh')).toBe('火灾报警控制器');
    expect(deviceTypeLabel('1', 'en')).toBe('Fire alarm control panel');
    expect(deviceTypeLabel('uitd', 'en')).toBe('User information transmission device');
    expect(deviceTypeLabel('firecock', 'zh')).toBe('消火栓');
  });

  it('shows an unknown code as it is and nothing for none', () => {
    expect(deviceTypeLabel('vendor-x', 'en')).toBe('vendor-x');
    expect(deviceTypeLabel(null, 'zh')).toBeUndefined();
  });

  it('offers each code once', () => {
    const codes = eventDeviceTypes.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
