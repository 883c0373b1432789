import { afterEach, describe, expect, it } from 'vitest';
import { setSoundChoice, soundChoices, soundForEntries } from './alarm-sound';

const fire = { alarm_status: 'alarm', status_category: 'fire', confirm_type: 0 };
const fault = { alarm_status: 'fault', status_category: 'fault', confirm_type: 0 };

afterEach(() => localStorage.clear());

describe('alarm sound per type', () => {
  it('plays the siren for a fire, the tone for a fault, the chime for a fire already confirmed', () => {
    expect(soundForEntries([fire])).toBe('alarm');
    expect(soundForEntries([fault])).toBe('normal');
    expect(soundForEntries([{ ...fire, confirm_type: 1 }])).toBe('alarm_confirm');
    expect(soundForEntries([])).toBeUndefined();
  });

  it('plays the most urgent sound of a burst', () => {
    expect(soundForEntries([fault, fire, fault])).toBe('alarm');
  });

  it('follows the user’s choice for a category and keeps it in this browser', () => {
    setSoundChoice('fault', 'alarm_confirm');
    expect(soundForEntries([fault])).toBe('alarm_confirm');
    setSoundChoice('fire', 'normal');
    expect(soundForEntries([fire, fault])).toBe('alarm_confirm');
    expect(soundChoices()).toEqual({ fault: 'alarm_confirm', fire: 'normal' });
  });

  it('ignores a damaged or foreign saved value instead of failing', () => {
    localStorage.setItem('fl.alarm_sound_by_type', '{"fire":"trumpet","nope":"alarm"}');
    expect(soundChoices()).toEqual({});
    localStorage.setItem('fl.alarm_sound_by_type', 'not json');
    expect(soundForEntries([fire])).toBe('alarm');
  });
});
