import {
  answers,
  deletedRecordSchema,
  postCreateSchema,
  postIdQuerySchema,
  postListQuerySchema,
  postPageSchema,
  postRecordSchema,
  postUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createPost, deletePost, getPost, listPosts, updatePost } from './posts.service';

const tags = ['posts'];
/** Post management, and the account pages that give a person a post, read the posts. */
const readers = ['systemmanage-post', 'systemmanage-account', 'company-user'];
const keeper = 'systemmanage-post';

/** Posts (岗位) of an organisation (spec 001 §2 /systemmanage/post). */
export const postRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/post/list/',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'An organisation’s posts',
        querystring: postListQuerySchema,
        response: answers(postPageSchema),
      },
    },
    async (request) => ok(request, await listPosts(db, await callerOf(request), request.query)),
  );

  api.get(
    '/api_proxy/post/info/',
    {
      config: { permission: readers },
      schema: { tags, summary: 'A post', querystring: postIdQuerySchema, response: answers(postRecordSchema) },
    },
    async (request) => ok(request, await getPost(db, await callerOf(request), request.query.id)),
  );

  api.post(
    '/api_proxy/post/info/',
    {
      config: { permission: keeper },
      schema: { tags, summary: 'Add a post', body: postCreateSchema, response: answers(postRecordSchema) },
    },
    async (request) => ok(request, await createPost(db, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/post/info/',
    {
      config: { permission: keeper },
      schema: { tags, summary: 'Change a post', body: postUpdateSchema, response: answers(postRecordSchema) },
    },
    async (request) => ok(request, await updatePost(db, await callerOf(request), request.body)),
  );

  api.delete(
    '/api_proxy/post/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Delete a post nobody holds',
        querystring: postIdQuerySchema,
        response: answers(deletedRecordSchema),
      },
    },
    async (request) => ok(request, await deletePost(db, await callerOf(request), request.query.id)),
  );
};
