import { describe, expect, it } from 'vitest';
import { selectionError, uniqueIds } from './selection';

describe('scene bindings', () => {
  it("refuses an empty selection with the spec's message for each kind", () => {
    expect(selectionError([], 'device')).toBe('scenes.selectDevice');
    expect(selectionError([], 'equipment')).toBe('scenes.selectEquipment');
    expect(selectionError([3], 'device')).toBeNull();
  });
  it('drops repeated ids', () => {
    expect(uniqueIds([3, 1, 3])).toEqual([3, 1]);
  });
});
