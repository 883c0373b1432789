import { ErrorCodes, postMessages, type PostListQuery, type PostRecord } from '@fireline/shared';
import { requireSetupOrg, requireSetupRecord, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import type { DbOrTx } from '../../db/client';
import * as repo from './posts.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const present = (row: repo.PostRow): PostRecord => ({
  id: row.id,
  company_id: row.orgId,
  name: row.name,
  remark: row.remark,
  sort: row.sort,
  user_count: row.userCount,
  create_time: epoch(row.createdAt),
  update_time: epoch(row.updatedAt),
});

const nameExists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: postMessages.nameExists, data: { field: 'name' } });

const refuseDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw nameExists();
  throw error;
};

/** GET post/list: the organisation's posts (the caller's own unless company_id names one within reach). */
export const listPosts = async (db: DbOrTx, caller: Caller, query: PostListQuery) => {
  const orgId = await requireSetupOrg(db, caller, { companyId: query.company_id, mode: 'read' });
  const page = await repo.listPostRows(db, orgId, query);
  return { list: page.rows.map(present), total: page.total };
};

export const getPost = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireSetupRecord(db, caller, { kind: 'post', id, mode: 'read' });
  const row = await repo.findPostRow(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  return present(row);
};

/** POST post/info: a post of the caller's organisation; names are unique within it. */
export const createPost = async (
  db: DbOrTx,
  caller: Caller,
  body: { company_id?: number; name: string; remark: string; sort: number },
) => {
  const orgId = await requireSetupOrg(db, caller, { companyId: body.company_id, mode: 'write' });
  const id = await repo
    .insertPost(db, orgId, { name: body.name, remark: body.remark, sort: body.sort })
    .catch(refuseDuplicate);
  return getPost(db, caller, id);
};

/** PUT post/info: name, remark and order. */
export const updatePost = async (
  db: DbOrTx,
  caller: Caller,
  body: { id: number; name: string; remark: string; sort: number },
) => {
  await requireSetupRecord(db, caller, { kind: 'post', id: body.id, mode: 'write', field: 'id' });
  await repo
    .updatePostRow(db, body.id, { name: body.name, remark: body.remark, sort: body.sort })
    .catch(refuseDuplicate);
  return getPost(db, caller, body.id);
};

/** DELETE post/info: only a post nobody holds. */
export const deletePost = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireSetupRecord(db, caller, { kind: 'post', id, mode: 'write', field: 'id' });
  if (!(await repo.deleteUnusedPost(db, id)))
    throw new AppError(ErrorCodes.cannotDelete, { detail: postMessages.inUse, data: { field: 'id' } });
  return { id };
};
