import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  collectSubmitValues,
  fieldError,
  formModeOf,
  gateName,
  isFieldDisabled,
  toFormValues,
  type FormSection,
} from './form-fields';

const sections: FormSection[] = [
  {
    id: 'basic',
    title: 'Basic',
    fields: [
      { id: 'company_name', name: 'Name', type: 'input', check_type: 'required|maxLength:50' },
      { id: 'company_code', name: 'Code', type: 'input', disabled: true },
      { id: 'account', name: 'Account', type: 'input', expand: { mode: 'new' } },
      { id: 'setup_time', name: 'Set up', type: 'date' },
      { id: 'remark', name: 'Remark', type: 'textarea', expand: { remark: true } },
      { id: 'limit_user_count', name: 'User limit', type: 'input', expand: { gated: true } },
    ],
  },
];

describe('form field rules', () => {
  it('reads edit mode from type=edit only', () => {
    expect(formModeOf(new URLSearchParams('type=edit'))).toBe('edit');
    expect(formModeOf(new URLSearchParams('type=new'))).toBe('new');
    expect(formModeOf(new URLSearchParams(''))).toBe('new');
  });

  it('disables by disabled in edit mode and by new_disabled in new mode', () => {
    expect(isFieldDisabled({ id: 'a', name: 'A', type: 'input', disabled: true }, 'edit')).toBe(true);
    expect(isFieldDisabled({ id: 'a', name: 'A', type: 'input', disabled: true }, 'new')).toBe(false);
    expect(isFieldDisabled({ id: 'a', name: 'A', type: 'input', new_disabled: true }, 'new')).toBe(true);
    expect(isFieldDisabled({ id: 'a', name: 'A', type: 'input', new_disabled: true }, 'edit')).toBe(false);
  });

  it('sends only shown and enabled fields, trimmed, with empty dates as 2000-01-01 and gated fields when ticked', () => {
    const values = {
      company_name: '  北京朝阳商厦  ',
      company_code: 'X1',
      account: ' admin01 ',
      setup_time: undefined,
      remark: ' ok ',
      limit_user_count: '20',
      [gateName('limit_user_count')]: false,
    };
    expect(collectSubmitValues(sections, values, 'edit')).toEqual({
      company_name: '北京朝阳商厦',
      setup_time: '2000-01-01',
      remark: 'ok',
    });
    expect(
      collectSubmitValues(
        sections,
        { ...values, setup_time: dayjs('2024-03-05'), [gateName('limit_user_count')]: true },
        'new',
      ),
    ).toEqual({
      company_name: '北京朝阳商厦',
      company_code: 'X1',
      account: 'admin01',
      setup_time: '2024-03-05',
      remark: 'ok',
      limit_user_count: '20',
    });
  });

  it('turns a record into form values: dates as dayjs (2000-01-01 as empty), gates ticked when filled', () => {
    const values = toFormValues(sections, { company_name: 'A', setup_time: '2024-03-05', limit_user_count: 20 });
    expect(dayjs.isDayjs(values.setup_time)).toBe(true);
    expect((values.setup_time as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(values[gateName('limit_user_count')]).toBe(true);
    expect(toFormValues(sections, { setup_time: '2000-01-01' }).setup_time).toBeUndefined();
  });

  it('answers the first broken rule in the screen language, and text over size for a long remark', () => {
    const name = sections[0]!.fields[0]!;
    expect(fieldError(name, '', 'en')).toBe('this field is required');
    expect(fieldError(name, 'x'.repeat(51), 'en')).toBe('cannot exceed 50 characters');
    expect(fieldError(name, 'x'.repeat(51), 'zh')).toBe('不能超过50个字符');
    expect(fieldError(sections[0]!.fields[4]!, 'y'.repeat(201), 'en')).toBe('text over size');
    expect(fieldError(sections[0]!.fields[4]!, 'y'.repeat(200), 'en')).toBeNull();
  });
});
