import { describe, expect, it } from 'vitest';
import { isPhone, isValidPassword, isValidUsername, MASKED_PASSWORD } from './validation';

describe('field rules', () => {
  it('takes a mobile number or a name starting with a letter as username', () => {
    expect(isValidUsername('13812345678')).toBe(true);
    expect(isValidUsername('operator')).toBe(true);
    expect(isValidUsername('1abc')).toBe(false);
    expect(isValidUsername('12812345678')).toBe(false);
    expect(isValidUsername('')).toBe(false);
  });

  it('takes 6-20 letters, digits and . ! @ # $ ^ as password, and the masked placeholder', () => {
    expect(isValidPassword('Fireline@2026')).toBe(true);
    expect(isValidPassword('a.!@#$^')).toBe(true);
    expect(isValidPassword('short')).toBe(false);
    expect(isValidPassword('has space1')).toBe(false);
    expect(isValidPassword('with%percent')).toBe(false);
    expect(isValidPassword('a'.repeat(21))).toBe(false);
    expect(isValidPassword(MASKED_PASSWORD)).toBe(true);
  });

  it('takes an 11-digit mobile from 13-19 or a landline with area code', () => {
    expect(isPhone('13912345678')).toBe(true);
    expect(isPhone('010-12345678')).toBe(true);
    expect(isPhone('0755-1234567')).toBe(true);
    expect(isPhone('12345678901')).toBe(false);
  });
});
