import { describe, expect, it } from 'vitest';
import { defs } from './test-attribute-defs';
import { displayAttribute } from './attribute-display';

describe('attribute display', () => {
  it('shows choices by their label and numbers with their unit', () => {
    expect(displayAttribute(defs[0]!, 'co2', 'en')).toBe('carbon dioxide');
    expect(displayAttribute(defs[1]!, 5, 'zh')).toBe('5 kg');
    expect(displayAttribute(defs[2]!, null, 'zh')).toBe('—');
  });
});
