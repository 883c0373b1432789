import { deviceStatusId, type DeviceSyncAnswer, type DeviceSyncCommand } from '@fireline/shared';
import type { Caller } from '../../core/access';
import type { Db } from '../../db/client';
import { downlink } from '@fireline/gb26875';
import type { CommandAnswer, GbGateway } from '../../ingest/gb26875/gateway';
import { findDeviceState, listDtuSystems } from './device-facts.repo';
import { requireConnectedDtu } from './gb-link';

type Read = Omit<DeviceSyncCommand, 'answered' | 'result'> & { adu: Buffer };

/** One read with one wait of the reply timeout (no resend: the person pressing "sync" is waiting); null when silent. */
const readOnce = (gateway: GbGateway, address: string, adu: Buffer) =>
  gateway.sendCommand(address, adu, { retries: 0 }).catch((): null => null);

const resultOf = (answer: CommandAnswer | null) =>
  answer && answer.decoded.kind === 'objects' ? answer.decoded.objects : null;

/**
 * GET device/sync_device_event: asks a connected transmission device for its running status (GB/T 26875.3 type 81)
 * and then each of its systems' status (61), stores what it answers like an uplink — so the device's state and its
 * events catch up — and says what was sent and what came back within the reply timeout. A device that does not
 * answer the first read is not asked the others.
 */
export const syncDeviceEvents = async (options: {
  db: Db;
  caller: Caller;
  gateway: GbGateway | undefined;
  deviceId: number;
  timeoutMs: number;
}): Promise<DeviceSyncAnswer> => {
  const { db } = options;
  const { device, gateway, address } = await requireConnectedDtu(db, options.caller, options.gateway, options.deviceId);
  const reads: Read[] = [
    { command: 'read_device_status', adu_type: 81, adu: downlink.readDeviceStatus() },
    ...(await listDtuSystems(db, device.id)).map(({ systemType, systemAddress }): Read => ({
      command: 'read_system_status',
      adu_type: 61,
      system_type: systemType,
      system_address: systemAddress,
      adu: downlink.readSystemStatus(systemType, systemAddress),
    })),
  ];
  const sent: DeviceSyncCommand[] = [];
  for (const { adu, ...read } of reads) {
    const answer = await readOnce(gateway, address, adu);
    if (answer) await gateway.ingestAnswer(answer);
    sent.push({ ...read, answered: answer ? 1 : 0, result: resultOf(answer) });
    if (!answer) break;
  }
  const after = await findDeviceState(db, device.id);
  return {
    device_id: device.id,
    timeout_s: options.timeoutMs / 1000,
    sent,
    enum_device_status: deviceStatusId(after!.state),
    enum_device_online_status: after!.isOnline ? 1 : 0,
    sync_time: Math.floor(Date.now() / 1000),
  };
};
