import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireUnitInScope } from '../../core/scope';
import { devices } from '../../db/schema';
import { downlink } from '../../ingest/gb26875/adu';

const commandSchema = z.object({
  device_id: z.number().int().positive(),
  command: z.enum(['read_status', 'read_time', 'read_version', 'sync_clock', 'check_post', 'initialise']),
  /** Check-post (查岗) answer timeout in minutes. */
  timeout_minutes: z.number().int().min(1).max(255).default(10),
});

const aduFor = (input: z.infer<typeof commandSchema>) => {
  switch (input.command) {
    case 'read_status':
      return downlink.readDeviceStatus();
    case 'read_time':
      return downlink.readDeviceTime();
    case 'read_version':
      return downlink.readDeviceVersion();
    case 'sync_clock':
      return downlink.syncClock();
    case 'check_post':
      return downlink.checkPost(input.timeout_minutes);
    default:
      return downlink.initialise();
  }
};

const unavailable = (zh: string, en: string) => new AppError(ErrorCodes.checkFailed, { detail: { zh, en } });

/** Commands from a transmission device's page down to the device, answered with its Confirm or Response. */
export const gbCommandRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api_proxy/device/gb_command/',
    { config: { permission: 'networkcompany-device-command' }, schema: { tags: ['device'], summary: 'Send a GB/T 26875.3 command to a transmission device', body: commandSchema } },
    async (request) => {
      const [device] = await app.deps.db.select().from(devices).where(eq(devices.id, request.body.device_id));
      if (!device) throw new AppError(ErrorCodes.noData);
      requireUnitInScope(await request.scope(), device.companyId);
      const gateway = app.deps.gbGateway;
      if (!gateway) throw unavailable('网关未启用', 'gateway is not running');
      if (!device.gbAddress || !gateway.isConnected(device.gbAddress)) throw unavailable('设备不在线', 'device is not connected');
      try {
        const answer = await gateway.sendCommand(device.gbAddress, aduFor(request.body));
        return ok(request, { answer: answer.command === 5 ? 'response' : 'confirm', data: answer.decoded.kind === 'objects' ? answer.decoded.objects : null });
      } catch {
        throw unavailable('设备无应答', 'the device did not answer');
      }
    },
  );
};
