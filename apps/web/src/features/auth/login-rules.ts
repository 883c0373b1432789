import { isValidPassword, isValidUsername } from '@fireline/shared';
import type { MessageKey } from '../../locales/en-US';

/** The login form's checks (spec 000 §5); the server checks the same with the shared schema. */
export const checkUsername = (value: string): MessageKey | undefined => {
  // Empty is a missing field, not a badly formed one: say it is required.
  if (!value.trim()) return 'login.emptyUsername';
  return isValidUsername(value.trim()) ? undefined : 'login.invalidUsername';
};

export const checkPassword = (value: string): MessageKey | undefined => {
  if (!value) return 'login.emptyPassword';
  return isValidPassword(value) ? undefined : 'login.invalidPassword';
};

export const checkCaptcha = (value: string): MessageKey | undefined =>
  value.trim() ? undefined : 'login.emptyCaptcha';
