import { ErrorCodes, type RemoteEnumItem } from '@fireline/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import type { DbOrTx } from '../../db/client';
import { remoteEnums } from '../../db/schema';

const enumName = z.string().regex(/^[a-z][a-z0-9_]{1,60}$/);

const present = (row: typeof remoteEnums.$inferSelect): RemoteEnumItem => ({
  id: row.id,
  name: row.name,
  eng_name: row.engName,
  company_class: row.companyClass,
  is_show: row.isShow === 1 ? 1 : 0,
});

const listShown = async (db: DbOrTx, name: string, extra?: SQL) =>
  (
    await db
      .select()
      .from(remoteEnums)
      .where(and(eq(remoteEnums.enumName, name), eq(remoteEnums.isShow, 1), extra))
      .orderBy(asc(remoteEnums.sort), asc(remoteEnums.id))
  ).map(present);

/** A table with no entry at all is not one (a table whose entries are all hidden still is): 8996 naming `enum`. */
const requireKnown = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: remoteEnums.id })
    .from(remoteEnums)
    .where(eq(remoteEnums.enumName, name))
    .limit(1);
  if (!row)
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: 'enum 不是已知的枚举表', en: 'enum is not a known enum table' },
      data: { field: 'enum' },
    });
};

/** Remote enum tables (spec 000 §3, §7): shown entries only (is_show = 1), in their order. */
export const enumRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/enum/list/:enum/',
    {
      schema: {
        tags: ['enum'],
        summary: 'Entries of one enum table',
        params: z.object({ enum: enumName }),
        querystring: z.object({ company_class: z.string().max(50).optional() }),
      },
    },
    async (request) => {
      await requireKnown(db, request.params.enum);
      const byClass = request.query.company_class
        ? eq(remoteEnums.companyClass, request.query.company_class)
        : undefined;
      return ok(request, await listShown(db, request.params.enum, byClass));
    },
  );

  api.get(
    '/api_proxy/enum/search/:enum/:key/:value/',
    {
      schema: {
        tags: ['enum'],
        summary: 'Entries of one enum table whose key equals value',
        params: z.object({
          enum: enumName,
          key: z.enum(['id', 'name', 'eng_name', 'company_class']),
          value: z.string().min(1).max(100),
        }),
      },
    },
    async (request) => {
      const { key, value } = request.params;
      await requireKnown(db, request.params.enum);
      const column = {
        id: remoteEnums.id,
        name: remoteEnums.name,
        eng_name: remoteEnums.engName,
        company_class: remoteEnums.companyClass,
      }[key];
      if (key === 'id' && !/^-?\d+$/.test(value)) return ok(request, []);
      return ok(request, await listShown(db, request.params.enum, eq(column, key === 'id' ? Number(value) : value)));
    },
  );

  api.get(
    '/api_proxy/enum/enum_device_brand/info/',
    { schema: { tags: ['enum'], summary: 'Device brands' } },
    async (request) => ok(request, await listShown(db, 'enum_device_brand')),
  );
};
