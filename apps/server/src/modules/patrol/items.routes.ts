import {
  answers,
  itemCreateSchema,
  itemIdQuerySchema,
  itemListQuerySchema,
  itemTypeOptionsSchema,
  itemUpdateSchema,
  langQuerySchema,
  patrolItemPageSchema,
  patrolItemSchema,
  recordDeletedSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { createItem, deleteItem, getItem, itemTypeOptions, listItems, updateItem } from './items.service';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';

/** Check items (巡查项): spec 002 §7 patrol/item/* and patrol/enum/list/enum_pt_item_type. */
export const patrolItemRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const read = { permission: can.read };
  const write = { permission: can.items };

  for (const name of ['item/list_by_site_id', 'item/list_by_company_cared']) {
    api.get(
      path(name),
      {
        config: read,
        schema: {
          tags,
          summary: 'Check items of a site or a unit',
          querystring: itemListQuerySchema,
          response: answers(patrolItemPageSchema),
        },
      },
      async (request) => ok(request, await listItems(await ctx(request), request.query)),
    );
  }
  api.get(
    path('item/info'),
    {
      config: read,
      schema: { tags, summary: 'A check item', querystring: itemIdQuerySchema, response: answers(patrolItemSchema) },
    },
    async (request) => ok(request, await getItem(await ctx(request), request.query.item_id)),
  );
  api.post(
    path('item/info'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a check item to a site',
        body: itemCreateSchema,
        response: answers(patrolItemSchema),
      },
    },
    async (request) => ok(request, await createItem(await ctx(request), request.body)),
  );
  api.put(
    path('item/info'),
    {
      config: write,
      schema: { tags, summary: 'Update a check item', body: itemUpdateSchema, response: answers(patrolItemSchema) },
    },
    async (request) => ok(request, await updateItem(await ctx(request), request.body)),
  );
  api.delete(
    path('item/info'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a check item',
        querystring: itemIdQuerySchema,
        response: answers(recordDeletedSchema),
      },
    },
    async (request) => ok(request, await deleteItem(await ctx(request), request.query.item_id)),
  );
  api.get(
    path('enum/list/enum_pt_item_type'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Check item types',
        querystring: langQuerySchema,
        response: answers(itemTypeOptionsSchema),
      },
    },
    async (request) => ok(request, itemTypeOptions(requestLang(request))),
  );
};
