import { buildUserControl, expandGrants } from '@fireline/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { buildLoginAnswer } from '../../lib/test-fixtures';
import { canKeepPeople } from './people-area';
import { departmentOptions } from './user-form';

const as = (grants: string[], overrides: Parameters<typeof buildLoginAnswer>[1] = {}) =>
  saveSession(buildLoginAnswer([], { user_control: buildUserControl(expandGrants(grants)), ...overrides }));

describe('who keeps whose people (as the server decides)', () => {
  afterEach(() => clearSession());

  it("lets account management keep one's own organisation, and a centre's account manager a unit", () => {
    as(['systemmanage-account', 'networkcompany']);
    expect(canKeepPeople(undefined)).toBe(true);
    expect(canKeepPeople(5)).toBe(true);
  });

  it("leaves a centre's operator reading a unit's people", () => {
    as(['networkcompany']);
    expect(canKeepPeople(undefined)).toBe(false);
    expect(canKeepPeople(5)).toBe(false);
  });

  it("lets a unit keep its own people from its account tab, not another unit's", () => {
    as(['networkcompany'], { company_id: 5, company_type: 'info_company_cared', role_code: 'cared_manager' });
    expect(canKeepPeople(5)).toBe(true);
    expect(canKeepPeople(6)).toBe(false);
  });

  it('lets an authority only read', () => {
    as(['systemmanage-account', 'networkcompany'], { company_id: 9, company_type: 'info_company_authority' });
    expect(canKeepPeople(5)).toBe(false);
  });
});

describe('department choices', () => {
  it('lists each department under its parent, indented', () => {
    expect(
      departmentOptions([
        { id: 2, name: '消控室', parent_id: 1 },
        { id: 1, name: '安保部', parent_id: null },
        { id: 3, name: '行政部', parent_id: null },
      ]).map((option) => option.label),
    ).toEqual(['安保部', '\u3000消控室', '行政部']);
  });
});
