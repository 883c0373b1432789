import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { departments, maintContractUnits, maintContracts, users } from '../schema';
import { buildUser } from './factories';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Alarm-handling demo data: the maintenance contract between 安泰消防维保有限公司 and 华鼎国际大厦 (the repair request's
 * company option), and departments with people for the handling dialog's person tree of the centre and the tower.
 */
export const seedDemoAlarms = async (
  db: DbOrTx,
  options: {
    centerId: number;
    towerId: number;
    maintId: number;
    roleIds: { centerOperator: number; caredManager: number };
  },
) => {
  const now = Date.now();
  const [contract] = await db
    .insert(maintContracts)
    .values({
      companyMaintId: options.maintId,
      projectName: '华鼎国际大厦消防设施年度维保项目',
      entrustCompanyName: '华鼎国际大厦物业管理有限公司',
      projectContactName: '周经理',
      projectContactPhone: '13800138000',
      spotContactName: '孙工',
      spotContactPhone: '13900139000',
      startDate: isoDate(new Date(now - 120 * 86_400_000)),
      endDate: isoDate(new Date(now + 245 * 86_400_000)),
      contractAmount: 186000,
      fireTankLocation: 'A座屋顶水箱间',
      fireTankCapacity: 18,
      firePoolLocation: 'A座地下二层泵房',
      firePoolCapacity: 540,
      fireControlRoomPosition: 'A座一层东侧',
    })
    .returning();
  await db.insert(maintContractUnits).values({ contractId: contract!.id, unitId: options.towerId });
  const department = async (orgId: number, name: string, parentId?: number) => {
    const [row] = await db
      .insert(departments)
      .values({ orgId, name, parentId: parentId ?? null })
      .returning();
    return row!.id;
  };
  const watch = await department(options.centerId, '值班监控部');
  const centerNight = await department(options.centerId, '夜班组', watch);
  const security = await department(options.towerId, '安全保卫部');
  const controlRoom = await department(options.towerId, '消防控制室', security);
  await department(options.towerId, '工程部');

  const person = async (values: {
    orgId: number;
    roleId: number;
    username: string;
    realName: string;
    mobile: string;
    departmentId: number;
  }) => {
    const row = await buildUser(db, values);
    await db.update(users).set({ departmentId: values.departmentId }).where(eq(users.id, row.id));
  };
  await person({
    orgId: options.centerId,
    roleId: options.roleIds.centerOperator,
    username: 'zhangyb',
    realName: '张夜班',
    mobile: '13911002233',
    departmentId: centerNight,
  });
  await person({
    orgId: options.towerId,
    roleId: options.roleIds.caredManager,
    username: 'liukz',
    realName: '刘控制室',
    mobile: '13811223344',
    departmentId: controlRoom,
  });
  await person({
    orgId: options.towerId,
    roleId: options.roleIds.caredManager,
    username: 'sunba',
    realName: '孙保安',
    mobile: '13700112233',
    departmentId: security,
  });
  // The demo accounts of the centre and the tower sit in their departments too.
  await db.update(users).set({ departmentId: watch }).where(eq(users.username, 'operator'));
  await db.update(users).set({ departmentId: security }).where(eq(users.username, 'manager'));
};
