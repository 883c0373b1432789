import type { PushedMessage } from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/** Stores the messages (the push log's lock held to the commit, realtime/push.repo.ts). */
export const storeTaskPushes = (db: Db, messages: { userIds: number[]; payload: PushedMessage }[]) =>
  db.transaction((tx) => insertPushMessages(tx, messages));
