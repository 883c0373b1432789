import { engineerHomeSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeRoutes } from '../../core/envelope-routes';
import { createEngineerHomeService } from './engineer-home.service';

/** The maintenance company's engineer's home page (/home_page/maint). */
export const engineerHomeRoutes = async (app: FastifyInstance) => {
  const route = envelopeRoutes(app, { tags: ['maint'] });
  const service = createEngineerHomeService(app.deps);
  route.get('/api_proxy/maint/engineer_home/', {
    permission: 'maint_home',
    summary: "The engineer's home: today's and overdue tasks, contracts ending, repairs to take",
    input: z.object({}),
    answer: engineerHomeSchema,
    act: (caller) => service.engineerHome(caller),
  });
};
