import {
  answers,
  deviceSyncAnswerSchema,
  deviceSyncQuerySchema,
  gbCommandAnswerSchema,
  gbCommandBodySchema,
  type GbCommandBody,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { downlink } from '@fireline/gb26875';
import { syncDeviceEvents } from './device-sync.service';
import { gbLinkMessages, gbUnavailable, requireConnectedDtu } from './gb-link';

/** The ADU of a command; a clock sync carries the centre's time on the site's clock. */
const aduFor = (input: GbCommandBody, utcOffsetMinutes: number) => {
  switch (input.command) {
    case 'read_status':
      return downlink.readDeviceStatus();
    case 'read_time':
      return downlink.readDeviceTime();
    case 'read_version':
      return downlink.readDeviceVersion();
    case 'sync_clock':
      return downlink.syncClock(new Date(), utcOffsetMinutes);
    case 'check_post':
      return downlink.checkPost(input.timeout_minutes);
    default:
      return downlink.initialise();
  }
};

/** Commands from a transmission device's page down to the device, answered with its Confirm or Response. */
export const gbCommandRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const command = { permission: 'networkcompany-device-command' };
  api.get(
    '/api_proxy/device/sync_device_event/',
    {
      config: command,
      schema: {
        tags: ['device'],
        summary: "Read a transmission device's state so its events catch up",
        querystring: deviceSyncQuerySchema,
        response: answers(deviceSyncAnswerSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await syncDeviceEvents({
          db: app.deps.db,
          caller: await callerOf(request),
          gateway: app.deps.gbGateway,
          deviceId: request.query.device_id,
          timeoutMs: app.deps.env.GB_REPLY_TIMEOUT_MS,
        }),
      ),
  );
  api.post(
    '/api_proxy/device/gb_command/',
    {
      // A command to a device changes no record: logged as an operation of its own kind.
      config: { permission: command.permission, audit: { action: 'other' } },
      schema: {
        tags: ['device'],
        summary: 'Send a GB/T 26875.3 command to a transmission device',
        body: gbCommandBodySchema,
        response: answers(gbCommandAnswerSchema),
      },
    },
    async (request) => {
      const { gateway, address } = await requireConnectedDtu(
        app.deps.db,
        await callerOf(request),
        app.deps.gbGateway,
        request.body.device_id,
      );
      try {
        const answer = await gateway.sendCommand(address, aduFor(request.body, app.deps.siteTime.utcOffsetMinutes));
        return ok(request, {
          answer: answer.command === 5 ? ('response' as const) : ('confirm' as const),
          data: answer.decoded.kind === 'objects' ? answer.decoded.objects : null,
        });
      } catch {
        throw gbUnavailable(gbLinkMessages.noAnswer);
      }
    },
  );
};
