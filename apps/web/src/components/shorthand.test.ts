import { describe, expect, it } from 'vitest';
import { shorthand } from './shorthand';

describe('shorthand (spec 001 §9: units at 10K and 100M)', () => {
  it('writes small numbers in full', () => {
    expect(shorthand(0, 'zh')).toBe('0');
    expect(shorthand(9_999, 'en')).toBe('9,999');
    expect(shorthand(9_999, 'zh')).toBe('9,999');
  });
  it('uses 万 / K from 10 000', () => {
    expect(shorthand(10_000, 'zh')).toBe('1万');
    expect(shorthand(10_000, 'en')).toBe('10K');
    expect(shorthand(123_456, 'zh')).toBe('12.3万');
    expect(shorthand(123_456, 'en')).toBe('123K');
    expect(shorthand(15_500, 'zh')).toBe('1.55万');
  });
  it('uses 亿 / M from 100 000 000', () => {
    expect(shorthand(100_000_000, 'zh')).toBe('1亿');
    expect(shorthand(100_000_000, 'en')).toBe('100M');
    expect(shorthand(1_234_000_000, 'zh')).toBe('12.3亿');
    expect(shorthand(-20_000, 'en')).toBe('-20K');
  });
});
