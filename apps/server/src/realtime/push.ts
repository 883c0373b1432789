import type { PushedMessage } from '@fireline/shared';
import type { Db } from '../db/client';
import type { Bus } from './bus';
import { insertPushMessages } from './push.repo';

/** Tells every process's hub that these users have new messages; call after the commit. */
export const announcePush = (bus: Bus, userIds: readonly number[]) =>
  userIds.length ? bus.publish({ kind: 'user_messages', userIds: [...new Set(userIds)] }) : Promise.resolve();

export const pushToUsers = async (deps: { db: Db; bus: Bus }, userIds: number[], payload: PushedMessage) => {
  await deps.db.transaction((tx) => insertPushMessages(tx, [{ userIds, payload }]));
  await announcePush(deps.bus, userIds);
};
