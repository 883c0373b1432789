import { count } from 'drizzle-orm';
import type { SecretBox } from '../../core/secret-box';
import type { FileStorage } from '../../core/storage';
import type { DbOrTx } from '../client';
import { users } from '../schema';
import { buildDevice } from './device-factories';
import { seedDemoArchives } from './demo-archives';
import { seedDemoDevices } from './demo-devices';
import { demoBuildings } from './demo-layout';
import { seedDemoFireComponents, seedDemoPlans } from './demo-plans';
import { bindOrgs, buildBuilding, buildOrg, buildRole, buildUser } from './factories';
import { rolePresets } from '../../modules/roles';
import { seedDemoAlarms } from './demo-alarms';
import { seedDemoEquipment } from './demo-equipment';
import { seedDemoOrgStructure } from './demo-org-structure';
import { seedDemoHazards } from './demo-hazards';
import { seedDemoIntegrations } from './demo-integrations';
import { seedDemoMaint } from './demo-maint';
import { seedDemoPatrol } from './demo-patrol';

export const DEMO_PASSWORD = 'Fireline@2026';

/** The demo accounts README lists; e2e logs in with the same names. */
export const demoAccounts = {
  admin: { username: 'admin', role: 'admin_system' },
  operator: { username: 'operator', role: 'center_operator' },
  manager: { username: 'manager', role: 'cared_manager' },
  engineer: { username: 'engineer', role: 'maint_engineer' },
  authority: { username: 'authority', role: 'authority_user' },
} as const;

export const seedRoles = async (db: DbOrTx) => {
  const byCode = new Map<string, number>();
  for (const role of rolePresets) {
    const row = await buildRole(db, role);
    byCode.set(role.code, row.id);
  }
  return byCode;
};

/**
 * Demo organisations, bindings, buildings, devices with a few hundred components, and one account per role; with a
 * storage, a floor plan on every floor with the devices placed on it. Runs once, on an empty database.
 */
export const seedDemo = async (db: DbOrTx, options: { storage?: FileStorage; secretBox?: SecretBox } = {}) => {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const roleIds = await seedRoles(db);
  const center = await buildOrg(db, {
    kind: 'center',
    name: '火线消防远程监控中心',
    regionCode: '110108',
    address: '北京市海淀区学院路 1 号',
  });
  const tower = await buildOrg(db, {
    kind: 'cared',
    category: 'key_unit',
    name: '华鼎国际大厦',
    regionCode: '110108',
    address: '北京市海淀区中关村大街 27 号',
    longitude: 116.316,
    latitude: 39.983,
  });
  const mall = await buildOrg(db, {
    kind: 'cared',
    category: 'small_venue',
    name: '学院路便民商场',
    regionCode: '110108',
    address: '北京市海淀区学院路 35 号',
    longitude: 116.352,
    latitude: 39.989,
  });
  const school = await buildOrg(db, {
    kind: 'cared',
    category: 'key_unit',
    name: '朝阳实验学校',
    regionCode: '110105',
    address: '北京市朝阳区望京街 8 号',
    longitude: 116.47,
    latitude: 39.996,
  });
  const maint = await buildOrg(db, { kind: 'maint', name: '安泰消防维保有限公司', regionCode: '110108' });
  const authority = await buildOrg(db, { kind: 'authority', name: '海淀区消防救援支队', regionCode: '110108' });
  for (const unit of [tower, mall, school]) await bindOrgs(db, center.id, unit.id);
  await bindOrgs(db, maint.id, tower.id);
  await bindOrgs(db, authority.id, tower.id);
  await bindOrgs(db, authority.id, mall.id);

  const towerA = await buildBuilding(db, { companyId: tower.id, ...demoBuildings.towerA });
  await buildBuilding(db, { companyId: tower.id, ...demoBuildings.towerB });
  const mallMain = await buildBuilding(db, { companyId: mall.id, ...demoBuildings.mallMain });
  const teaching = await buildBuilding(db, { companyId: school.id, ...demoBuildings.teaching });
  // Transmission devices the simulator plays (GB/T 26875.3 addresses 100001–100003, see README).
  await buildDevice(db, {
    companyId: tower.id,
    buildingId: towerA.id,
    name: 'A座 用户信息传输装置',
    deviceCode: 'UITD-HD-A01',
    gbAddress: demoBuildings.towerA.gbAddress,
  });
  await buildDevice(db, {
    companyId: mall.id,
    buildingId: mallMain.id,
    name: '主楼 用户信息传输装置',
    deviceCode: 'UITD-XY-001',
    gbAddress: demoBuildings.mallMain.gbAddress,
  });
  await buildDevice(db, {
    companyId: school.id,
    buildingId: teaching.id,
    name: '教学楼 用户信息传输装置',
    deviceCode: 'UITD-CY-001',
    gbAddress: demoBuildings.teaching.gbAddress,
  });
  await seedDemoDevices(db, {
    units: [
      { companyId: tower.id, code: 'HD', cameraBrand: '海康威视' },
      { companyId: mall.id, code: 'XY', cameraBrand: '大华' },
      { companyId: school.id, code: 'CY', cameraBrand: '宇视' },
    ],
  });
  await seedDemoFireComponents(db);

  await seedDemoArchives(db, { center, tower, mall, school, maint, authority });
  await seedDemoEquipment(db, {
    centerId: center.id,
    towerId: tower.id,
    towerBuildingId: towerA.id,
    mallId: mall.id,
    mallBuildingId: mallMain.id,
  });

  const account = (username: string, role: string, orgId: number, realName: string) =>
    buildUser(db, { orgId, roleId: roleIds.get(role)!, username, password: DEMO_PASSWORD, realName });
  const admin = await account(demoAccounts.admin.username, 'admin_system', center.id, '系统管理员');
  await account(demoAccounts.operator.username, 'center_operator', center.id, '王值班');
  await account(demoAccounts.manager.username, 'cared_manager', tower.id, '李安全');
  await account(demoAccounts.engineer.username, 'maint_engineer', maint.id, '赵工');
  await account(demoAccounts.authority.username, 'authority_user', authority.id, '陈监督');
  await seedDemoAlarms(db, {
    centerId: center.id,
    towerId: tower.id,
    maintId: maint.id,
    roleIds: { centerOperator: roleIds.get('center_operator')!, caredManager: roleIds.get('cared_manager')! },
  });
  await seedDemoOrgStructure(db, { centerId: center.id, towerId: tower.id });
  await seedDemoHazards(db, { towerId: tower.id, maintId: maint.id });
  await seedDemoMaint(db, { towerId: tower.id, towerBuildingId: towerA.id, maintId: maint.id });
  await seedDemoIntegrations(db, {
    centerId: center.id,
    unitIds: [tower.id, mall.id],
    creatorId: admin.id,
    secretBox: options.secretBox,
  });
  // Plan images need somewhere to live: the app's storage; tests that only need the rows leave it out.
  if (options.storage) await seedDemoPlans(db, options.storage);
  await seedDemoPatrol(db, { towerId: tower.id, storage: options.storage });
  return true;
};
