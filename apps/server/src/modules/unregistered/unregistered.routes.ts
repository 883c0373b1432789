import {
  answers,
  unregisteredDevicePageSchema,
  unregisteredDismissedSchema,
  unregisteredDismissSchema,
  unregisteredFramePageSchema,
  unregisteredFramesQuerySchema,
  unregisteredListQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { dismissUnregistered, listUnregisteredDevices, listUnregisteredFrames } from './unregistered.service';

const config = { permission: 'alarmdeal-unregistered' };
const tags = ['device'];

/** Devices the centre hears from without an archive (docs/ingest.md "Unregistered devices"), for the centre's people. */
export const unregisteredRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api_proxy/device/unregistered_list/',
    {
      config,
      schema: {
        tags,
        summary: 'Unregistered devices heard from, the most recent first',
        querystring: unregisteredListQuerySchema,
        response: answers(unregisteredDevicePageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listUnregisteredDevices(app.deps, await callerOf(request), request.query, requestLang(request)),
      ),
  );
  api.get(
    '/api_proxy/device/unregistered_frames/',
    {
      config,
      schema: {
        tags,
        summary: "One unregistered device's kept frames, decoded",
        querystring: unregisteredFramesQuerySchema,
        response: answers(unregisteredFramePageSchema),
      },
    },
    async (request) =>
      ok(request, await listUnregisteredFrames(app.deps, await callerOf(request), request.query, requestLang(request))),
  );
  api.delete(
    '/api_proxy/device/unregistered/',
    {
      config,
      schema: {
        tags,
        summary: "Dismiss an unregistered device's frames",
        querystring: unregisteredDismissSchema,
        response: answers(unregisteredDismissedSchema),
      },
    },
    async (request) => ok(request, await dismissUnregistered(app.deps.db, await callerOf(request), request.query)),
  );
};
