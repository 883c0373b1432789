import { describe, expect, it } from 'vitest';
import { carryLeftChildren, checkSession } from './guard';
import { buildLoginAnswer } from './test-fixtures';

const stored = (overrides = {}) => {
  const { user_control: control, ...user } = buildLoginAnswer(['alarmdeal'], overrides);
  return { user, control };
};

describe('session guard', () => {
  it('lets a stored user with permissions and a real company through', () => {
    expect(checkSession(stored())).toEqual({ ok: true });
  });

  it('sends a visitor without a stored user to login without a reason', () => {
    expect(checkSession(undefined)).toEqual({ ok: false });
  });

  it('refuses an empty permission list, or a tree granting nothing, with the no-permission reason', () => {
    expect(checkSession({ ...stored(), control: [] })).toEqual({ ok: false, reason: 'session.noPermission' });
    const { user_control: nothing } = buildLoginAnswer([]);
    expect(checkSession({ ...stored(), control: nothing })).toEqual({ ok: false, reason: 'session.noPermission' });
  });

  it('refuses companyOrCenter_id -1 with the account-missing reason', () => {
    expect(checkSession(stored({ companyOrCenter_id: -1 }))).toEqual({ ok: false, reason: 'session.noAccount' });
  });

  it('carries LEFTCHILDREN within the same top-level path only', () => {
    expect(
      carryLeftChildren({
        fromPath: '/alarmdeal/alarmdeal_list/fire',
        fromSearch: '?LEFTCHILDREN=2',
        toPath: '/alarmdeal/device_new',
        toSearch: '?a=1',
      }),
    ).toBe('?a=1&LEFTCHILDREN=2');
    expect(
      carryLeftChildren({
        fromPath: '/alarmdeal/x',
        fromSearch: '?LEFTCHILDREN=2',
        toPath: '/patrol/patrol_plan',
        toSearch: '',
      }),
    ).toBe('');
    expect(
      carryLeftChildren({
        fromPath: '/alarmdeal/x',
        fromSearch: '?LEFTCHILDREN=2',
        toPath: '/alarmdeal/y',
        toSearch: '?LEFTCHILDREN=5',
      }),
    ).toBe('?LEFTCHILDREN=5');
  });
});
