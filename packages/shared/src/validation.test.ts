import { describe, expect, it } from 'vitest';
import {
  INT4_MAX,
  zBigId,
  zDecimal,
  zDeviceCode,
  zEmail,
  zId,
  zIdCard,
  zIdNumber,
  zLine,
  zName,
  zLatitude,
  zLongitude,
  zMac,
  zMin,
  zMobile,
  zOrgCode,
  zPassword,
  zPhone,
  zPositiveInt,
  zPositiveInt3,
  zPostalCode,
  zRange,
  zRemark,
  zSimCode,
} from './field-schemas';
import {
  checkField,
  checkRange,
  formatRuleMessage,
  hasAtMostDecimals,
  hasControlCharacter,
  isDeviceCode,
  isEmail,
  isIdCard,
  isLandline,
  isLatitude,
  isLongitude,
  isMac,
  isMobile,
  isNumeric,
  isOrgCode,
  isPhone,
  isPositiveInteger,
  isPositiveInteger3,
  isPostalCode,
  isRequiredCheck,
  isSimCode,
  isValidPassword,
  isValidUsername,
  MASKED_PASSWORD,
  parseCheckType,
  ruleMessages,
} from './validation';

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

describe('spec 001 §5 field rules', () => {
  it('takes e-mail addresses of a valid format only', () => {
    expect(isEmail('duty@fireline.cn')).toBe(true);
    expect(isEmail('wang.li+alarm@mail.example.com')).toBe(true);
    expect(isEmail('duty@fireline')).toBe(false);
    expect(isEmail('duty fireline.cn')).toBe(false);
  });

  it('tells mobile and landline numbers apart', () => {
    expect(isMobile('13912345678')).toBe(true);
    expect(isMobile('010-12345678')).toBe(false);
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('07551234567')).toBe(true);
    expect(isLandline('13912345678')).toBe(false);
    expect(isLandline('010-123456')).toBe(false);
  });

  it('takes longitude 0-180 and latitude 0-90', () => {
    expect(isLongitude('116.335285')).toBe(true);
    expect(isLongitude(0)).toBe(true);
    expect(isLongitude(180)).toBe(true);
    expect(isLongitude('180.1')).toBe(false);
    expect(isLongitude('-1')).toBe(false);
    expect(isLongitude('east')).toBe(false);
    expect(isLatitude('39.942384')).toBe(true);
    expect(isLatitude(90.5)).toBe(false);
  });

  it('takes a 6-digit postal code', () => {
    expect(isPostalCode('100044')).toBe(true);
    expect(isPostalCode('10004')).toBe(false);
    expect(isPostalCode('10004a')).toBe(false);
  });

  it('checks a national ID by province prefix and ISO 7064 checksum', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('440524188001010014')).toBe(true);
    expect(isIdCard('110101199003077214')).toBe(false);
    expect(isIdCard('440524188001010015')).toBe(false);
    expect(isIdCard('990524188001010014')).toBe(false);
    expect(isIdCard('44052418800101001')).toBe(false);
  });

  it('takes organisation, device and SIM codes, and uppercase MAC addresses', () => {
    expect(isOrgCode('91110108-MA01')).toBe(true);
    expect(isOrgCode('a'.repeat(19))).toBe(false);
    expect(isOrgCode('代码')).toBe(false);
    expect(isDeviceCode('DTU0001')).toBe(true);
    expect(isDeviceCode('A'.repeat(31))).toBe(false);
    expect(isDeviceCode('DTU-01')).toBe(false);
    expect(isSimCode('89860012345678901234')).toBe(true);
    expect(isSimCode('')).toBe(false);
    expect(isMac('00-1A-2B-3C-4D-5E')).toBe(true);
    expect(isMac('00-1a-2b-3c-4d-5e')).toBe(false);
    expect(isMac('00:1A:2B:3C:4D:5E')).toBe(false);
  });

  it('checks number ranges, decimals and positive integers', () => {
    expect(checkRange('abc', 1, 30)).toEqual({ key: 'enterNumber', params: {} });
    expect(checkRange('31', 1, 30)).toEqual({ key: 'range', params: { a: 1, b: 30 } });
    expect(checkRange('30', 1, 30)).toBeNull();
    expect(checkRange('0.02', 0.03)).toEqual({ key: 'min', params: { a: 0.03 } });
    expect(hasAtMostDecimals('1.25', 2)).toBe(true);
    expect(hasAtMostDecimals('1.255', 2)).toBe(false);
    expect(hasAtMostDecimals('1.2', 1)).toBe(true);
    expect(hasAtMostDecimals('1.25', 1)).toBe(false);
    expect(isPositiveInteger('12')).toBe(true);
    expect(isPositiveInteger('0')).toBe(false);
    expect(isPositiveInteger('1.5')).toBe(false);
    expect(isPositiveInteger3('999')).toBe(true);
    expect(isPositiveInteger3('1000')).toBe(false);
    expect(isNumeric('-3.5')).toBe(true);
    expect(isNumeric('3.')).toBe(false);
  });

  it('parses check_type strings and reports the first failing rule', () => {
    expect(parseCheckType('required|phone|maxLength:50')).toEqual([
      { name: 'required', args: [] },
      { name: 'phone', args: [] },
      { name: 'maxLength', args: ['50'] },
    ]);
    expect(isRequiredCheck('phone|required')).toBe(true);
    expect(isRequiredCheck('phone')).toBe(false);
    expect(checkField('  ', 'required|phone')).toEqual({ key: 'required', params: {} });
    expect(checkField('', 'phone')).toBeNull();
    expect(checkField('12345', 'required|phone')).toEqual({ key: 'phone', params: {} });
    expect(checkField('13912345678', 'required|phone|maxLength:50')).toBeNull();
    expect(checkField('abcdef', 'maxLength:5')).toEqual({ key: 'maxLength', params: { num: 5 } });
    expect(checkField('ab', 'minLength:3')).toEqual({ key: 'minLength', params: { num: 3 } });
    expect(checkField('c', 'in:a,b')).toEqual({ key: 'in', params: {} });
    expect(checkField('15', 'range:1,30')).toBeNull();
    expect(checkField(40, 'range:1,30')).toEqual({ key: 'range', params: { a: 1, b: 30 } });
    expect(checkField('1.234', 'decimals:2')).toEqual({ key: 'decimals', params: { num: 2 } });
    expect(checkField([], 'required')).toEqual({ key: 'required', params: {} });
    expect(checkField('********', 'password')).toBeNull();
  });

  it('words the messages in zh and en with their numbers filled in', () => {
    expect(formatRuleMessage({ key: 'maxLength', params: { num: 50 } }, 'en')).toBe('cannot exceed 50 characters');
    expect(formatRuleMessage({ key: 'minLength', params: { num: 2 } }, 'en')).toBe('cannot be less than 2 characters');
    expect(formatRuleMessage({ key: 'range', params: { a: 1, b: 30 } }, 'en')).toBe('range limited to 1~30');
    expect(formatRuleMessage({ key: 'range', params: { a: 1, b: 30 } }, 'zh')).toBe('范围限制在1~30');
    expect(formatRuleMessage({ key: 'min', params: { a: 0.03 } }, 'en')).toBe('minimum is 0.03');
    expect(ruleMessages.required.en).toBe('this field is required');
    expect(ruleMessages.in.en).toBe('choose a valid value');
    expect(ruleMessages.numeric.en).toBe('must be a number');
    expect(ruleMessages.enterNumber.en).toBe('please enter a number');
    for (const message of Object.values(ruleMessages)) {
      expect(message.zh).not.toBe('');
      expect(message.en).not.toBe('');
    }
  });
});

describe('zod field schemas', () => {
  it('accepts valid values and refuses invalid ones with a format issue naming the rule', () => {
    expect(zPhone.parse(' 010-12345678 ')).toBe('010-12345678');
    expect(zMobile.safeParse('010-12345678').success).toBe(false);
    expect(zIdCard.parse('11010519491231002x')).toBe('11010519491231002X');
    const wrong = zIdCard.safeParse('110101199003077214');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      code: 'invalid_format',
      message: 'enter a correct national ID number',
    });
    expect(zMac.safeParse('00-1a-2b-3c-4d-5e').success).toBe(false);
    expect(zPostalCode.safeParse('1000').success).toBe(false);
    expect(zEmail.safeParse('x@y').success).toBe(false);
    expect(zPassword.safeParse('********').success).toBe(true);
    expect(zPassword.safeParse('abc').success).toBe(false);
    expect(zOrgCode.safeParse('ABC-123').success).toBe(true);
    expect(zDeviceCode.safeParse('A'.repeat(31)).success).toBe(false);
    expect(zSimCode.safeParse('8986001').success).toBe(true);
  });

  it('takes coordinates, ranges, decimals and positive integers as numbers or numeric text', () => {
    expect(zLongitude.parse('116.335285')).toBe(116.335285);
    expect(zLongitude.safeParse(181).success).toBe(false);
    expect(zLatitude.safeParse('91').success).toBe(false);
    const range = zRange(1, 30).safeParse(31);
    expect(range.error?.issues[0]?.message).toBe('range limited to 1~30');
    expect(zRange(1, 30).safeParse('abc').error?.issues[0]?.message).toBe('please enter a number');
    expect(zMin(0.03).safeParse(0.01).error?.issues[0]?.message).toBe('minimum is 0.03');
    expect(zDecimal(2).parse('12.34')).toBe(12.34);
    expect(zDecimal(1).safeParse('12.34').success).toBe(false);
    expect(zPositiveInt3.parse('12')).toBe(12);
    expect(zPositiveInt3.safeParse(1000).success).toBe(false);
    expect(zPositiveInt.safeParse(0).success).toBe(false);
    expect(zRemark.safeParse('字'.repeat(201)).error?.issues[0]?.message).toBe('cannot exceed 200 characters');
  });

  it('tells control characters apart from tab and line breaks', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 31, 127, 128, 159])
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    expect(hasControlCharacter('a\tb\r\nc 火警 ✓')).toBe(false);
  });

  it("keeps ids in their column's range: int4 serials 1…2³¹−1, bigserials up to 2⁵³−1", () => {
    expect(zId.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [String(2 ** 31), '9223372036854775808', '0', '-1', 'abc', '1.5']) {
      expect(zId.safeParse(value).success, value).toBe(false);
    }
    expect(zId.safeParse(String(2 ** 31)).error?.issues[0]?.code).toBe('too_big');
    expect(zIdNumber.safeParse(2 ** 31).success).toBe(false);
    expect(zBigId.parse(String(2 ** 40))).toBe(2 ** 40);
    expect(zBigId.safeParse('9223372036854775808').success).toBe(false);
  });

  it('refuses control characters in a line and zero-width or text-direction characters in a name', () => {
    expect(zLine(50).safeParse('a\u0000b').error?.issues[0]).toMatchObject({
      code: 'invalid_format',
      message: 'cannot contain control characters',
    });
    expect(zLine(50).safeParse('a\nb').success).toBe(false);
    expect(zLine(50).parse(' 华鼎 A 座 ')).toBe('华鼎 A 座');
    for (const invisible of ['\u200B', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069', '\uFEFF']) {
      const answer = zName(50).safeParse(`Tower${invisible}A`);
      expect(answer.error?.issues[0], invisible.codePointAt(0)!.toString(16)).toMatchObject({
        code: 'invalid_format',
        message: 'cannot contain zero-width or text-direction characters',
      });
    }
    expect(zName(50).min(1).parse('朝阳实验学校')).toBe('朝阳实验学校');
  });
});
