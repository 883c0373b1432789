import { describe, expect, it } from 'vitest';
import { checkPermission, entryRoute, firstPermittedRoute, hasButton, leftNavItems } from './permissions';
import { keepServedPaths } from '../components/test-utils';
import { buildLoginAnswer } from './test-fixtures';

describe('permission rule', () => {
  keepServedPaths(undefined);
  const control = buildLoginAnswer(['alarmdeal-list', 'alarmdeal-device', 'home-center']).user_control;

  it('allows a route whose node has auth 1 and is_active 1, and pages below it', () => {
    expect(checkPermission(control, '/alarmdeal/alarmdeal_list/fire')).toEqual({ allowed: true });
    expect(checkPermission(control, '/alarmdeal/device_new')).toEqual({ allowed: true });
  });

  it('redirects a refused tab to a permitted sibling header-nav route', () => {
    expect(checkPermission(control, '/alarmdeal/alarmdeal_shielded/fire')).toEqual({
      allowed: false,
      redirect: '/alarmdeal/alarmdeal_list/fire',
    });
  });

  it('refuses without a redirect when no sibling is permitted', () => {
    expect(checkPermission(control, '/patrol/patrol_plan')).toEqual({ allowed: false, redirect: undefined });
  });

  it("opens an alarm's detail to whoever holds a unit's alarm history, not the alarm desk itself", () => {
    const history = buildLoginAnswer(['company-historyalarm']).user_control;
    expect(checkPermission(history, '/alarmdeal/detailsinfo/fire')).toEqual({ allowed: true });
    expect(checkPermission(history, '/alarmdeal/alarmdeal_list/fire').allowed).toBe(false);
    const neither = buildLoginAnswer(['home-center']).user_control;
    expect(checkPermission(neither, '/alarmdeal/detailsinfo/fire').allowed).toBe(false);
  });

  it("opens the repair pages to the alarm desk (form, detail) and to the repair list's holders, not to others", () => {
    expect(checkPermission(control, '/vyborg/repair/detail')).toEqual({ allowed: true });
    const desk = buildLoginAnswer(['alarmdeal-list', 'alarmdeal-repair-new']).user_control;
    expect(checkPermission(desk, '/vyborg/new')).toEqual({ allowed: true });
    expect(checkPermission(desk, '/vyborg/edit').allowed).toBe(false);
    const repair = buildLoginAnswer(['repair']).user_control;
    for (const path of ['/vyborg/repair/report', '/vyborg/new', '/vyborg/edit', '/vyborg/repair/detail'])
      expect(checkPermission(repair, path)).toEqual({ allowed: true });
    const neither = buildLoginAnswer(['home-center']).user_control;
    expect(checkPermission(neither, '/vyborg/repair/detail').allowed).toBe(false);
    expect(checkPermission(neither, '/vyborg/new').allowed).toBe(false);
  });

  it('always allows fbspecialpath and detailspage paths', () => {
    expect(checkPermission(control, '/fbspecialpath/company/component_transform')).toEqual({ allowed: true });
    expect(checkPermission(control, '/detailspage/fire')).toEqual({ allowed: true });
  });

  it('treats an inactive node as refused even with auth 1', () => {
    const inactive = control.map((node) =>
      node.id === 'alarmdeal'
        ? {
            ...node,
            children: node.children.map((child) =>
              child.id === 'alarmdeal-list' ? { ...child, is_active: 0 as const } : child,
            ),
          }
        : node,
    );
    expect(checkPermission(inactive, '/alarmdeal/alarmdeal_list/fire')).toEqual({
      allowed: false,
      redirect: '/alarmdeal/device_new',
    });
  });

  it('shows only left-nav entries with auth 1, and starts at the first one', () => {
    expect(leftNavItems(control).map((node) => node.id)).toEqual(['home', 'alarmdeal']);
    expect(firstPermittedRoute(control)).toBe('/home_page/center');
  });

  it('gates buttons by key, and shows every button to admin_system', () => {
    const withButton = buildLoginAnswer(['alarmdeal']).user_control;
    expect(hasButton(withButton, 'servicecompany-maintain-new')).toBe(true);
    expect(hasButton(control, 'servicecompany-maintain-new')).toBe(false);
    expect(hasButton(control, 'servicecompany-maintain-new', 'admin_system')).toBe(true);
  });

  describe('联网单位 (networkcompany) entry', () => {
    const networkcompany = (grants: string[]) =>
      leftNavItems(buildLoginAnswer(grants).user_control).find((node) => node.id === 'networkcompany')!;

    it('opens the unit list for a centre, a maintenance company or an authority, whose scope is many units', () => {
      const node = networkcompany(['networkcompany']);
      for (const companyType of [
        'info_center',
        'info_company_maint',
        'info_company_authority',
        'info_company_firestation',
      ])
        expect(entryRoute(node, { company_id: 5, company_type: companyType }), companyType).toBe('/new_company_list');
    });

    it("opens a unit's own page for the unit's users", () => {
      const node = networkcompany(['networkcompany']);
      expect(entryRoute(node, { company_id: 2, company_type: 'info_company_cared' })).toBe(
        '/company/home_page?company_id=2',
      );
      expect(entryRoute(node, { company_id: 9, company_type: 'info_company_household' })).toBe(
        '/company/home_page?company_id=9',
      );
    });

    it('lands a maintenance engineer whose first entry is 联网单位 on the unit list after login, not on a page without a unit', () => {
      const answer = buildLoginAnswer(['vyborg', 'repair', 'networkcompany', 'danger-list', 'notice'], {
        company_type: 'info_company_maint',
        company_id: 5,
      });
      expect(firstPermittedRoute(answer.user_control, answer)).toBe('/new_company_list');
    });
  });
});
