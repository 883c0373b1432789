import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { allPermissionIds, ancestorsOf, expandGrants } from '@fireline/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { baselineNodes, permissionUpgrades } from './seed/permission-upgrades';
import { centerAccountRole, rolePresets, type RoleDefinition } from '../modules/roles';

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = (): Journal =>
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
/** A migration's file by its name without the number, which the integrator may change. */
const migrationTag = (name: string) => {
  const entry = journal().entries.find((item) => item.tag.replace(/^\d+_/, '') === name);
  if (!entry) throw new Error(`no migration named ${name}`);
  return entry.tag;
};
const migrationSql = (name: string) =>
  fs.readFileSync(path.join(migrationsFolder, `${migrationTag(name)}.sql`), 'utf8');

/** The presets a database is seeded with (the administrator's role holds every node without listing them). */
const presets: RoleDefinition[] = [...rolePresets, centerAccountRole].filter((role) => role.code !== 'admin_system');
/** A top node has no parent: its migration row names '' (granted to the preset's roles whatever they hold). */
const parentOf = (id: string) => ancestorsOf(id).at(-1) ?? '';

describe('permission nodes of a later release reach existing roles', () => {
  it('lists every catalogue node in the baseline or in an upgrade with its migration', () => {
    const upgraded = permissionUpgrades.flatMap((upgrade) => upgrade.nodes);
    const known = new Set([...baselineNodes, ...upgraded]);
    expect(allPermissionIds().filter((id) => !known.has(id))).toEqual([]);
    expect(upgraded.filter((id) => baselineNodes.includes(id))).toEqual([]);
    for (const upgrade of permissionUpgrades) expect(() => migrationTag(upgrade.migration)).not.toThrow();
  });

  it('grants each upgraded node to exactly the presets that include it, under the node’s parent', () => {
    for (const upgrade of permissionUpgrades) {
      const rows = [...migrationSql(upgrade.migration).matchAll(/\('([\w-]+)', '([\w-]+)', '([\w-]*)'\)/g)].map(
        ([, preset, node, parent]) => `${preset} ${node} ${parent}`,
      );
      const expected = upgrade.nodes.flatMap((node) =>
        presets
          .filter((role) => expandGrants(role.grants, role.except ?? []).has(node))
          .map((role) => `${role.code} ${node} ${parentOf(node)}`),
      );
      expect(rows.sort()).toEqual(expected.sort());
    }
    // The issue's case: 未注册设备 for the centre's people, not a unit's; role management for each administrator.
    expect(migrationSql('grant_new_permission_nodes')).toContain(
      "('center_operator', 'alarmdeal-unregistered', 'alarmdeal')",
    );
    expect(migrationSql('grant_new_permission_nodes')).toContain(
      "('cared_manager', 'systemmanage-role', 'systemmanage')",
    );
  });

  it('upgrades a database whose roles were written before the nodes existed', { timeout: 120_000 }, async () => {
    const newNodes = new Set(permissionUpgrades.flatMap((upgrade) => upgrade.nodes));
    const firstUpgrade = migrationTag(permissionUpgrades[0]!.migration);
    // The migrations folder as the older release shipped it: everything before the first upgrade.
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-older-'));
    fs.mkdirSync(path.join(older, 'meta'));
    const entries = journal().entries;
    const kept = entries.slice(
      0,
      entries.findIndex((entry) => entry.tag === firstUpgrade),
    );
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal(), entries: kept }));
    for (const entry of kept)
      fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(older, `${entry.tag}.sql`));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    try {
      await db.execute(sql`create extension if not exists pg_trgm`);
      await migrate(db, { migrationsFolder: older });
      const oldGrants = (role: RoleDefinition) =>
        [...expandGrants(role.grants, role.except ?? [])].filter((id) => !newNodes.has(id));
      const byCode = new Map(presets.map((role) => [role.code, role]));
      const insertRole = (values: { code: string; kind: string; ids: string[]; orgId?: number; preset?: string }) =>
        db.execute(sql`insert into roles (code, name, eng_name, org_kind, org_id, preset_code, permission_ids)
          values (${values.code}, ${values.code}, ${values.code}, ${values.kind}, ${values.orgId ?? null},
            ${values.preset ?? null}, ${`{${values.ids.join(',')}}`}::text[])`);
      for (const role of presets) await insertRole({ code: role.code, kind: role.orgKind!, ids: oldGrants(role) });
      const [centre] = (
        await db.execute<{ id: number }>(
          sql`insert into organisations (kind, name) values ('center', '中心') returning id`,
        )
      ).rows;
      // An organisation's roles from presets: one with the alarm desk, one whose administrator took the desk away.
      await insertRole({
        code: 'desk',
        kind: 'center',
        orgId: centre!.id,
        preset: 'center_operator',
        ids: ['alarmdeal', 'alarmdeal-list'],
      });
      await insertRole({
        code: 'stats_only',
        kind: 'center',
        orgId: centre!.id,
        preset: 'center_operator',
        ids: ['statistic', 'statistic-company'],
      });
      // A role that already holds a new node keeps one copy of it.
      await insertRole({
        code: 'has_it',
        kind: 'center',
        orgId: centre!.id,
        preset: 'center_admin',
        ids: ['alarmdeal', 'alarmdeal-unregistered', 'systemmanage', 'systemmanage-setup'],
      });

      await migrate(db, { migrationsFolder });

      const rows = (
        await db.execute<{ code: string; permission_ids: string[] }>(sql`select code, permission_ids from roles`)
      ).rows;
      const ids = (code: string) => new Set(rows.find((row) => row.code === code)!.permission_ids);
      expect(ids('center_operator').has('alarmdeal-unregistered')).toBe(true);
      expect(ids('center_operator').has('systemmanage-role')).toBe(false);
      expect(ids('center_admin').has('alarmdeal-unregistered')).toBe(true);
      expect(ids('center_admin').has('systemmanage-role')).toBe(true);
      expect(ids('cared_manager').has('systemmanage-role')).toBe(true);
      // A unit's manager never had the centre's list of unregistered devices, and does not get it.
      expect(ids('cared_manager').has('alarmdeal-unregistered')).toBe(false);
      expect(ids('maint_engineer').has('alarmdeal-unregistered')).toBe(false);
      expect(ids('authority_user').has('systemmanage-role')).toBe(false);
      // Each preset now holds exactly what a fresh seed gives it.
      for (const code of ['center_operator', 'center_admin', 'cared_manager', 'maint_engineer', 'authority_user']) {
        const role = byCode.get(code)!;
        expect([...ids(code)].sort(), code).toEqual([...expandGrants(role.grants, role.except ?? [])].sort());
      }
      expect([...ids('desk')].sort()).toEqual(['alarmdeal', 'alarmdeal-list', 'alarmdeal-unregistered']);
      expect([...ids('stats_only')].sort()).toEqual(['statistic', 'statistic-company']);
      expect(
        rows.find((row) => row.code === 'has_it')!.permission_ids.filter((id) => id === 'alarmdeal-unregistered'),
      ).toHaveLength(1);
      expect(ids('has_it').has('systemmanage-role')).toBe(true);
    } finally {
      await client.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
