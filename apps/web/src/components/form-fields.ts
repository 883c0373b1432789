import {
  checkField,
  formatRuleMessage,
  isRequiredCheck,
  REMARK_MAX_LENGTH,
  type UploadKindName,
} from '@fireline/shared';
import dayjs, { type Dayjs } from 'dayjs';

export type FieldType =
  'input' | 'textarea' | 'select' | 'img' | 'date' | 'select_radio' | 'select_pick' | 'multiple_select_pick';
export type FieldOption = { value: string | number; label: string; disabled?: boolean };

/** What a field needs beyond spec 001 §3's fixed keys. */
export type FieldExpand = {
  /** Optional field sent only when its checkbox is ticked. */
  gated?: boolean;
  /** Shown (and sent) only in this mode. */
  mode?: FormMode;
  /** A remark: capped at 200 characters with a counter. */
  remark?: boolean;
  /** Text cap with a counter, for fields other than remarks. */
  max_length?: number;
  /** Upload kind and file count of an img field. */
  upload_kind?: UploadKindName;
  limit?: number;
  /** Full row width. */
  wide?: boolean;
  /** A line of help under the control. */
  help?: string;
  /** The id of the field this one repeats (a password's confirmation): it must hold the same value. */
  confirm_of?: string;
};

/** A form field definition of spec 001 §3. `slot` names a control the page renders itself (address, coordinates). */
export type FormField = {
  id: string;
  name: string;
  type: FieldType;
  check_type?: string;
  placeholder?: string;
  unit?: string;
  disabled?: boolean;
  new_disabled?: boolean;
  options?: FieldOption[];
  expand?: FieldExpand;
  slot?: string;
};

export type FormSection = { id: string; title: string; fields: FormField[] };
export type FormMode = 'edit' | 'new';

/** Spec 001 §4: query type=edit is edit mode, any other value new mode. */
export const formModeOf = (search: URLSearchParams) => (search.get('type') === 'edit' ? 'edit' : 'new');

export const isFieldShown = (field: FormField, mode: FormMode) => !field.expand?.mode || field.expand.mode === mode;
/** A field is disabled by `disabled` in edit mode and by `new_disabled` in new mode. */
export const isFieldDisabled = (field: FormField, mode: FormMode) =>
  Boolean(mode === 'edit' ? field.disabled : field.new_disabled);
export const isFieldRequired = (field: FormField) => isRequiredCheck(field.check_type);

/** Empty dates are sent as 2000-01-01 (spec 001 §5 Dates). */
export const EMPTY_DATE = '2000-01-01';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The checkbox name of a gated field. */
export const gateName = (id: string) => `__gate_${id}`;

const formatDate = (value: unknown) => {
  if (value === undefined || value === null || value === '') return EMPTY_DATE;
  const date = dayjs(value as Dayjs | string);
  return date.isValid() ? date.format(DATE_FORMAT) : EMPTY_DATE;
};

const trimValue = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimValue);
  return value;
};

/**
 * What a save sends (spec 001 §5 Form behaviour): only fields shown for the mode and not disabled, values trimmed,
 * dates as yyyy-MM-dd (empty → 2000-01-01), gated fields only when their checkbox is ticked.
 */
export const collectSubmitValues = (
  sections: FormSection[],
  values: Record<string, unknown>,
  mode: FormMode,
): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    if (!isFieldShown(field, mode) || isFieldDisabled(field, mode)) continue;
    if (field.expand?.gated && !values[gateName(field.id)]) continue;
    const value = values[field.id];
    if (field.type === 'date') result[field.id] = formatDate(value);
    else result[field.id] = trimValue(value);
  }
  return result;
};

/** Record values as the form holds them: dates as dayjs, a gated field's box ticked when it has a value. */
export const toFormValues = (sections: FormSection[], record: Record<string, unknown> | undefined) => {
  const values: Record<string, unknown> = {};
  if (!record) return values;
  for (const field of sections.flatMap((section) => section.fields)) {
    const value = record[field.id];
    if (field.type === 'date') values[field.id] = value && value !== EMPTY_DATE ? dayjs(value as string) : undefined;
    else values[field.id] = value;
    if (field.expand?.gated) values[gateName(field.id)] = value !== undefined && value !== null && value !== '';
  }
  return values;
};

export const textLimitOf = (field: FormField) => (field.expand?.remark ? REMARK_MAX_LENGTH : field.expand?.max_length);

/** The message of the first rule a value breaks, in the screen's language, or null; `values` holds the other fields. */
export const fieldError = (
  field: FormField,
  value: unknown,
  lang: 'zh' | 'en',
  values: Record<string, unknown> = {},
) => {
  const limit = textLimitOf(field);
  if (field.expand?.remark && typeof value === 'string' && limit !== undefined && value.length > limit)
    return formatRuleMessage({ key: 'textOverSize', params: {} }, lang);
  const failure = checkField(field.type === 'date' && value ? formatDate(value) : value, field.check_type);
  if (failure) return formatRuleMessage(failure, lang);
  const confirmed = field.expand?.confirm_of;
  if (confirmed && (value ?? '') !== (values[confirmed] ?? ''))
    return formatRuleMessage({ key: 'passwordMismatch', params: {} }, lang);
  return null;
};

/** A number typed into an input field, for a call: a number, or null when left empty. */
export const numberOrNull = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' ? null : Number(value);

/** A date field's submitted value where the call takes null for "none" rather than the 2000-01-01 placeholder. */
export const dateOrNull = (value: unknown) =>
  typeof value === 'string' && value !== '' && value !== EMPTY_DATE ? value : null;
