import { describe, expect, it } from 'vitest';
import { formatPressure } from './pressure';

describe('pressure display', () => {
  it('shows a float sum as the reading an operator expects, and a dash without one', () => {
    expect(formatPressure(0.28 + 0.03)).toBe('0.31');
    expect(formatPressure(0.125)).toBe('0.125');
    expect(formatPressure(1)).toBe('1');
    expect(formatPressure(null)).toBe('—');
  });
});
