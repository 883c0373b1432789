import { ErrorCodes, notificationChannels, statusCategories } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { hasPermission } from '../../core/session';
import { isUnitInScope, requireUnitInScope } from '../../core/scope';
import { organisations, pushSettings, users } from '../../db/schema';

const settingsBodySchema = z.object({
  /** Categories whose alarms this user does not want pushed. */
  muted_categories: z.array(z.enum(statusCategories)).max(statusCategories.length).default([]),
  receive_all_fire: z.boolean().default(false),
  /** Only these units' alarms (within the user's scope); empty = every unit in scope. */
  designated_unit_ids: z.array(z.number().int().positive()).max(1000).default([]),
  /** Higher first when an alarm is assigned to one handler. */
  priority: z.number().int().min(0).max(100).default(0),
  /** Channels besides the console. */
  channels: z.array(z.enum(notificationChannels)).max(notificationChannels.length).default([]),
});

const present = (row: typeof pushSettings.$inferSelect | undefined, uid: number) => ({
  uid,
  muted_categories: row?.mutedCategories ?? [],
  receive_all_fire: row?.receiveAllFire ?? false,
  designated_unit_ids: row?.designatedUnitIds ?? [],
  priority: row?.priority ?? 0,
  channels: row?.channels ?? [],
});

/** Alarm push switches and distribution rules per user (spec 000 §6): one's own, or, for account managers, their users'. */
export const pushSettingsRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  const targetUser = async (request: Parameters<typeof requireSession>[0], uid: number | undefined) => {
    const session = requireSession(request);
    if (uid === undefined || uid === session.userId) return session.userId;
    if (!hasPermission(session, 'systemmanage-account')) throw new AppError(ErrorCodes.noPermission);
    const [row] = await db
      .select({ id: users.id, orgId: users.orgId, kind: organisations.kind })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(eq(users.id, uid));
    if (!row) throw new AppError(ErrorCodes.userNotFound);
    const scope = await request.scope();
    // An account manager edits people of their own organisation or of a unit they cover.
    if (row.orgId !== session.orgId && !isUnitInScope(scope, row.orgId)) throw new AppError(ErrorCodes.noPermission);
    return row.id;
  };

  const uidQuery = z.object({ target_uid: z.coerce.number().int().positive().optional() });

  api.get(
    '/api_proxy/user/push_setting/',
    { schema: { tags: ['user'], summary: 'Alarm push switches and distribution rules', querystring: uidQuery } },
    async (request) => {
      const uid = await targetUser(request, request.query.target_uid);
      const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, uid));
      return ok(request, present(row, uid));
    },
  );

  api.put(
    '/api_proxy/user/push_setting/',
    {
      schema: {
        tags: ['user'],
        summary: 'Change alarm push switches and distribution rules',
        querystring: uidQuery,
        body: settingsBodySchema,
      },
    },
    async (request) => {
      const uid = await targetUser(request, request.query.target_uid);
      const scope = await request.scope();
      for (const unitId of request.body.designated_unit_ids) requireUnitInScope(scope, unitId);
      const values = {
        mutedCategories: request.body.muted_categories,
        receiveAllFire: request.body.receive_all_fire,
        designatedUnitIds: request.body.designated_unit_ids,
        priority: request.body.priority,
        channels: request.body.channels,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(pushSettings)
        .values({ userId: uid, ...values })
        .onConflictDoUpdate({ target: pushSettings.userId, set: values })
        .returning();
      return ok(request, present(row, uid));
    },
  );
};
