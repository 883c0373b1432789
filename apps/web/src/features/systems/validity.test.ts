import { describe, expect, it } from 'vitest';
import { jumpPathOf, validityText } from './validity';

describe('system validity and delete jump', () => {
  it('reads months, days, expired and unknown', () => {
    expect(validityText({ kind: 'months', value: 3 })).toEqual({ key: 'systems.validity.months', count: 3 });
    expect(validityText({ kind: 'days', value: 12 })).toEqual({ key: 'systems.validity.days', count: 12 });
    expect(validityText({ kind: 'expired', value: 0 })).toEqual({ key: 'systems.validity.expired', count: 0 });
    expect(validityText(null)).toEqual({ key: 'systems.validity.unknown', count: 0 });
  });

  it('takes the jump path from a refusal only when there is one', () => {
    expect(jumpPathOf({ system_id: 3, path: '/company/device/device_alarm_list?company_id=2&system_id=3' })).toBe(
      '/company/device/device_alarm_list?company_id=2&system_id=3',
    );
    expect(jumpPathOf(null)).toBeUndefined();
    expect(jumpPathOf({ system_id: 3 })).toBeUndefined();
  });
});
