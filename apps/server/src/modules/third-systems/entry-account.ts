import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { rolePresets } from '../roles';
import { createUser, ensureRole } from '../users';

/**
 * The role of a third_enter system's entry account: the fire-authority officer's preset, the platform's read-mostly
 * viewer (home, networked units, statistics, hazards, hydrants, announcements; no alarm handling, no system
 * management), so the external system's people look without acting (docs/third-party.md).
 */
const entryRole = rolePresets.find((role) => role.code === 'authority_user')!;

/**
 * The account a third_enter system's people enter as, in the keeping organisation (it counts toward its user limit).
 * Nobody knows its password, which is also longer than a login accepts: it is entered through signed links only.
 */
export const createEntryAccount = async (tx: DbOrTx, options: { orgId: number; systemId: number; name: string }) =>
  createUser(tx, {
    orgId: options.orgId,
    roleId: await ensureRole(tx, entryRole),
    username: `third${options.systemId}_${randomBytes(3).toString('hex')}`,
    password: randomBytes(32).toString('base64url'),
    realName: options.name,
  });
