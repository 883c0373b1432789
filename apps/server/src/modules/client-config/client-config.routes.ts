import { answers, CLIENT_CONFIG_PATH, clientConfigSchema, type ClientConfig } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope';

/** GET /api_proxy/config/client/: the run-time settings the console needs (map tiles), for any signed-in user. */
export const clientConfigRoutes = async (app: FastifyInstance) => {
  const { env } = app.deps;
  const config: ClientConfig = { map_tile_url: env.MAP_TILE_URL };
  app.get(
    CLIENT_CONFIG_PATH,
    {
      schema: {
        tags: ['other'],
        summary: 'Run-time settings of the web client (map tiles)',
        response: answers(clientConfigSchema),
      },
    },
    async (request) => ok(request, config),
  );
};
