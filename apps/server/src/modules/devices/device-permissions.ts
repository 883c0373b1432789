import { deviceTabs, ErrorCodes, type DeviceClass } from '@fireline/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { requireSession } from '../../core/request-context';
import { hasPermission } from '../../core/session';

/** The tab permission of a class: writing a device of a class needs the tab that lists it. */
const classPermission: Record<DeviceClass, string> = {
  dtu: deviceTabs.dtu.permission,
  alonedevice: deviceTabs.alonedevice.permission,
  alarmer: deviceTabs.alarmer.permission,
  component: deviceTabs.component.permission,
  video: deviceTabs.video.permission,
};

/** The caller's permission check, for services whose answer depends on the device tabs the caller may open. */
export const canSee = (request: FastifyRequest) => {
  const session = requireSession(request);
  return (permission: string) => hasPermission(session, permission);
};

export const requireClass = (request: FastifyRequest, deviceClass: DeviceClass) => {
  if (!canSee(request)(classPermission[deviceClass])) throw new AppError(ErrorCodes.noPermission);
};
