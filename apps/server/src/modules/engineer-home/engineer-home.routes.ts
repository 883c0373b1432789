import { emptyQuerySchema, engineerHomeSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import { engineerHome } from './engineer-home.service';

/** The maintenance company's engineer's home page (/home_page/maint). */
export const engineerHomeRoutes = async (app: FastifyInstance) => {
  const route = envelopeRoutes(app, { tags: ['maint'] });
  route.get('/api_proxy/maint/engineer_home/', {
    permission: 'maint_home',
    summary: "The engineer's home: today's and overdue tasks, contracts ending, repairs to take",
    input: emptyQuerySchema,
    answer: engineerHomeSchema,
    act: (caller) => engineerHome(app.deps, caller),
  });
};
