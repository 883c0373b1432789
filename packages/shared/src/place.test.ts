import { describe, expect, it } from 'vitest';
import { composePlace } from './place';

describe('composePlace', () => {
  it('says the building and floor once when the position repeats them', () => {
    expect(composePlace({ building: 'A 座', floor: 'F3', position: 'A 座 F3 电梯厅' })).toBe('A 座 F3 电梯厅');
    expect(composePlace({ building: 'A 座', floor: 'F3', position: 'A座F3 电梯厅' })).toBe('A 座 F3 电梯厅');
    expect(composePlace({ building: 'A 座', floor: 'F3', position: 'A 座 F3' })).toBe('A 座 F3');
  });

  it('keeps a position that names neither, and a floor code that only starts like the floor', () => {
    expect(composePlace({ building: 'A 座', floor: 'F1', position: '东侧走廊' })).toBe('A 座 F1 东侧走廊');
    expect(composePlace({ building: 'A 座', floor: 'F1', position: 'F12 机房' })).toBe('A 座 F1 F12 机房');
  });

  it('leaves out what is missing', () => {
    expect(composePlace({ building: null, floor: undefined, position: ' 教学楼2层 ' })).toBe('教学楼2层');
    expect(composePlace({ building: 'B 座', floor: '', position: null })).toBe('B 座');
    expect(composePlace({})).toBe('');
  });
});
