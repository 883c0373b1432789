import { describe, expect, it } from 'vitest';
import { hazardDescription } from './hazards';

describe('hazardDescription', () => {
  it("names a yinhuan alarm's type in the reader's language, then the device and value", () => {
    const raised = { description: 'A座 压力传感器 0.05MPa', alarm_type: 'water_pressure_low' };
    expect(hazardDescription(raised, 'zh')).toBe('水压过低 A座 压力传感器 0.05MPa');
    expect(hazardDescription(raised, 'en')).toBe('Water pressure low A座 压力传感器 0.05MPa');
  });

  it('says hidden danger with a type the catalogue does not name, and leaves a written description as it is', () => {
    const raised = { description: 'A座 巡检终端', alarm_type: 'exit_blocked' };
    expect(hazardDescription(raised, 'zh')).toBe('隐患（exit_blocked） A座 巡检终端');
    expect(hazardDescription(raised, 'en')).toBe('Hidden danger (exit_blocked) A座 巡检终端');
    expect(hazardDescription({ description: '安全出口堵塞', alarm_type: null }, 'en')).toBe('安全出口堵塞');
  });
});
