import { ErrorCodes } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import type { GbGateway } from '../../ingest/gb26875/gateway';
import { findDeviceRow } from './device-facts.repo';

export const gbLinkMessages = {
  gatewayOff: { zh: '网关未启用', en: 'gateway is not running' },
  offline: { zh: '设备不在线', en: 'device is not connected' },
  noAnswer: { zh: '设备无应答', en: 'the device did not answer' },
  notTransmission: {
    zh: '只有用户信息传输装置可以下发此命令',
    en: 'only a user information transmission device takes this command',
  },
};

export const gbUnavailable = (detail: { zh: string; en: string }) => new AppError(ErrorCodes.checkFailed, { detail });

/**
 * A transmission device (用传) of the caller's scope that is connected to the GB/T 26875.3 gateway now: 9995 unknown,
 * 9993 another unit's, 7994 when it is no transmission device, the gateway is off or the device is not connected.
 */
export const requireConnectedDtu = async (
  db: DbOrTx,
  caller: Caller,
  gateway: GbGateway | undefined,
  deviceId: number,
) => {
  await requireAccess(db, caller, { kind: 'device', ids: deviceId });
  const device = await findDeviceRow(db, deviceId);
  if (!device) throw new AppError(ErrorCodes.noData);
  if (device.deviceClass !== 'dtu') throw gbUnavailable(gbLinkMessages.notTransmission);
  if (!gateway) throw gbUnavailable(gbLinkMessages.gatewayOff);
  if (!device.gbAddress || !gateway.isConnected(device.gbAddress)) throw gbUnavailable(gbLinkMessages.offline);
  return { device, gateway, address: device.gbAddress };
};
