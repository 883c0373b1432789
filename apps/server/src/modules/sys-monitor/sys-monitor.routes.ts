import { answers, sysMonitorOverviewSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { readOverview } from './sys-monitor.service';

const tags = ['sys_monitor'];

/** /sys_monitor's call: the platform's own health, for the platform administrator (role admin_system). */
export const sysMonitorRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api_proxy/sys_monitor/overview/',
    {
      schema: {
        tags,
        summary: "This process's health: devices connected, rates, writer, push streams, database, jobs, outbox",
        response: answers(sysMonitorOverviewSchema),
      },
    },
    async (request) => ok(request, await readOverview(app.deps, { session: requireSession(request) })),
  );
};
