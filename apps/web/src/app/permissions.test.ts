import { describe, expect, it } from 'vitest';
import { checkPermission, firstPermittedRoute, hasButton, leftNavItems } from './permissions';
import { buildLoginAnswer } from './test-fixtures';

describe('permission rule', () => {
  const control = buildLoginAnswer(['alarmdeal-list', 'alarmdeal-device', 'home-center']).user_control;

  it('allows a route whose node has auth 1 and is_active 1, and pages below it', () => {
    expect(checkPermission(control, '/alarmdeal/alarmdeal_list/fire')).toEqual({ allowed: true });
    expect(checkPermission(control, '/alarmdeal/device_new')).toEqual({ allowed: true });
  });

  it('redirects a refused tab to a permitted sibling header-nav route', () => {
    expect(checkPermission(control, '/alarmdeal/alarmdeal_shielded/fire')).toEqual({ allowed: false, redirect: '/alarmdeal/alarmdeal_list/fire' });
  });

  it('refuses without a redirect when no sibling is permitted', () => {
    expect(checkPermission(control, '/patrol/patrol_plan')).toEqual({ allowed: false, redirect: undefined });
  });

  it('always allows fbspecialpath and detailspage paths', () => {
    expect(checkPermission(control, '/fbspecialpath/company/component_transform')).toEqual({ allowed: true });
    expect(checkPermission(control, '/detailspage/fire')).toEqual({ allowed: true });
  });

  it('treats an inactive node as refused even with auth 1', () => {
    const inactive = control.map((node) => (node.id === 'alarmdeal' ? { ...node, children: node.children.map((child) => (child.id === 'alarmdeal-list' ? { ...child, is_active: 0 as const } : child)) } : node));
    expect(checkPermission(inactive, '/alarmdeal/alarmdeal_list/fire')).toEqual({ allowed: false, redirect: '/alarmdeal/device_new' });
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
});
