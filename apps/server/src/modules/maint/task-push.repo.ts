import type { PushedMessage } from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { maintContracts, maintTasks } from '../../db/schema';
import { insertPushMessages } from '../../realtime/push.repo';

/** The tasks a message tells of, with who they are assigned to and their contract's responsible person. */
export const selectTaskPushRows = (db: Db, taskIds: readonly number[]) =>
  db
    .select({
      id: maintTasks.id,
      taskName: maintTasks.taskName,
      projectName: maintContracts.projectName,
      start: maintTasks.planStartDate,
      end: maintTasks.planEndDate,
      assignee: maintTasks.relatedRespUid,
      contractResp: maintContracts.relatedRespUid,
    })
    .from(maintTasks)
    .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
    .where(inArray(maintTasks.id, [...taskIds]));

/** Stores the messages; the caller's transaction holds the push log's lock to the commit (realtime/push.repo.ts). */
export const storeTaskPushes = (tx: DbOrTx, messages: { userIds: number[]; payload: PushedMessage }[]) =>
  insertPushMessages(tx, messages);
