import { describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

describe('initial language', () => {
  it('uses the stored language first', () => {
    expect(initialLanguage('en', 'zh-CN')).toBe('en');
    expect(initialLanguage('zh', 'en-US')).toBe('zh');
  });

  it('otherwise Chinese when the browser language contains zh, else English', () => {
    expect(initialLanguage(undefined, 'zh-TW')).toBe('zh');
    expect(initialLanguage(undefined, 'en-GB')).toBe('en');
    expect(initialLanguage(undefined, 'de')).toBe('en');
  });
});
