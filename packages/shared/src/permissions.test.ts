import { describe, expect, it } from 'vitest';
import { allPermissionIds, buildUserControl, expandGrants, findPermission } from './permissions';

describe('permission catalogue', () => {
  it('holds every button key the spec names, as buttons', () => {
    const keys = [
      'networkcompany-system-info-del',
      'networkcompany-system-info-new',
      'networkcompany-building-info-del',
      'networkcompany-building-info-new',
      'networkcompany-device-info-alonedevice',
      'networkcompany-device-info-dtu',
      'networkcompany-device-info-component',
      'networkcompany-device-info-alarm',
      'servicecompany-maintain-new',
    ];
    for (const key of keys) expect(findPermission(key)?.type, key).toBe('button');
  });

  it('has the left navigation of spec 000 §2 and unique ids', () => {
    const ids = allPermissionIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'home',
      'networkcompany',
      'patrol',
      'district',
      'firecock',
      'statistic',
      'systemmanage',
      'danger',
      'alarmdeal',
      'vyborg',
      'video',
      'resource',
      'notice',
      'loginLog',
      'operationLog',
      'risk',
      'repair',
    ]) {
      expect(findPermission(id)?.type, id).toBe('left-nav');
    }
  });

  it('grants a branch with its ancestors and takes single buttons back out', () => {
    const granted = expandGrants(['systemmanage-setup', 'networkcompany'], ['networkcompany-building-info-del']);
    expect(granted.has('systemmanage')).toBe(true);
    expect(granted.has('systemmanage-account')).toBe(false);
    expect(granted.has('networkcompany-building-info-new')).toBe(true);
    expect(granted.has('networkcompany-building-info-del')).toBe(false);
  });

  it('refuses an id that is not in the catalogue', () => {
    expect(() => expandGrants(['no-such-node'])).toThrow(/unknown permission/);
  });

  it('builds user_control with auth 1 only where granted, built areas active', () => {
    const tree = buildUserControl(expandGrants(['alarmdeal-list']));
    const alarm = tree.find((node) => node.id === 'alarmdeal')!;
    expect(alarm).toMatchObject({ auth: 1, is_active: 1, route: '/alarmdeal', type: 'left-nav' });
    expect(alarm.children.find((node) => node.id === 'alarmdeal-list')?.auth).toBe(1);
    expect(alarm.children.find((node) => node.id === 'alarmdeal-shielded')?.auth).toBe(0);
    expect(tree.find((node) => node.id === 'patrol')?.auth).toBe(0);
  });

  it('marks an area not built yet inactive, with everything under it, whatever the role grants', () => {
    const tree = buildUserControl(expandGrants(['video', 'company-video', 'alarmdeal-list']));
    const video = tree.find((node) => node.id === 'video')!;
    expect(video).toMatchObject({ auth: 1, is_active: 0 });
    expect(video.children.length).toBeGreaterThan(0);
    expect(video.children.every((node) => node.is_active === 0)).toBe(true);
    const units = tree.find((node) => node.id === 'networkcompany')!;
    expect(units.is_active).toBe(1);
    expect(units.children.find((node) => node.id === 'company-video')).toMatchObject({ auth: 1, is_active: 0 });
    expect(units.children.find((node) => node.id === 'company-company')?.is_active).toBe(1);
  });
});
