import { companyTypeByKind, expandGrants, type OrgKind } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../core/passwords';
import { DEFAULT_AREA_NAME } from '../../modules/floors/floor-labels';
import type { DbOrTx } from '../client';
import { areas, buildings, floors, orgBindings, organisations, roles, users } from '../schema';

/** Factories shared by the demo seed, the HTTP tests and the end-to-end fixtures. */
let counter = 0;
const next = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
};

export const buildOrg = async (
  db: DbOrTx,
  values: { kind: OrgKind; name?: string; category?: string; address?: string; regionCode?: string } & Partial<
    typeof organisations.$inferInsert
  >,
) => {
  const [row] = await db
    .insert(organisations)
    .values({ ...values, name: values.name ?? `${companyTypeByKind[values.kind]} ${next()}` })
    .returning();
  return row!;
};

export const bindOrgs = async (db: DbOrTx, orgId: number, unitId: number, status = 1) => {
  await db.insert(orgBindings).values({ orgId, unitId, status }).onConflictDoNothing();
};

export const buildRole = async (
  db: DbOrTx,
  values: {
    code?: string;
    name?: string;
    engName?: string;
    orgKind?: OrgKind;
    orgId?: number;
    grants?: string[];
    except?: string[];
  },
) => {
  const code = values.code ?? `role_${next()}`;
  const [row] = await db
    .insert(roles)
    .values({
      code,
      name: values.name ?? code,
      engName: values.engName ?? code,
      orgKind: values.orgKind,
      orgId: values.orgId,
      permissionIds: [...expandGrants(values.grants ?? [], values.except ?? [])],
    })
    .onConflictDoUpdate({
      target: roles.code,
      set: { permissionIds: [...expandGrants(values.grants ?? [], values.except ?? [])] },
    })
    .returning();
  return row!;
};

export const findRole = async (db: DbOrTx, code: string) => {
  const [row] = await db.select().from(roles).where(eq(roles.code, code)).limit(1);
  return row;
};

export const buildUser = async (
  db: DbOrTx,
  values: {
    orgId: number;
    roleId: number;
    username?: string;
    password?: string;
    realName?: string;
    mobile?: string;
    language?: string;
  },
) => {
  const username = values.username ?? `u${next()}`;
  const [row] = await db
    .insert(users)
    .values({
      orgId: values.orgId,
      roleId: values.roleId,
      username,
      realName: values.realName ?? username,
      mobile: values.mobile,
      language: values.language,
      passwordHash: await hashPassword(values.password ?? 'Fireline@2026'),
    })
    .returning();
  return row!;
};

/** A building with floors F1..Fn (plus B1 when asked), each with its default area. */
export const buildBuilding = async (
  db: DbOrTx,
  values: { companyId: number; name?: string; floorCount?: number; basements?: number; address?: string },
) => {
  const [building] = await db
    .insert(buildings)
    .values({ companyId: values.companyId, name: values.name ?? `Building ${next()}`, address: values.address })
    .returning();
  const floorNumbers = [
    ...Array.from({ length: values.basements ?? 0 }, (_, index) => -(index + 1)),
    ...Array.from({ length: values.floorCount ?? 2 }, (_, index) => index + 1),
  ];
  for (const floorNo of floorNumbers) {
    const [floor] = await db
      .insert(floors)
      .values({
        companyId: values.companyId,
        buildingId: building!.id,
        floorNo,
        name: floorNo > 0 ? `F${floorNo}` : `B${-floorNo}`,
      })
      .returning();
    await db
      .insert(areas)
      .values({ companyId: values.companyId, floorId: floor!.id, name: DEFAULT_AREA_NAME, isDefault: true });
  }
  return building!;
};
