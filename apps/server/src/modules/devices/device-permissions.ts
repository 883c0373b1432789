import { deviceTabs, ErrorCodes, type DeviceClass } from '@fireline/shared';
import { holds, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';

/** The tab permission of a class: writing a device of a class needs the tab that lists it. */
const classPermission: Record<DeviceClass, string> = {
  dtu: deviceTabs.dtu.permission,
  alonedevice: deviceTabs.alonedevice.permission,
  alarmer: deviceTabs.alarmer.permission,
  component: deviceTabs.component.permission,
  video: deviceTabs.video.permission,
};

export const requireClass = (caller: Caller, deviceClass: DeviceClass) => {
  if (!holds(caller, classPermission[deviceClass])) throw new AppError(ErrorCodes.noPermission);
};
