import { deviceCodeExists, ErrorCodes, type DeviceCreate, type DeviceUpdate } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import type { SecretBox } from '../../core/secret-box';
import type { Db, DbOrTx } from '../../db/client';
import { assertDeviceLimit } from '../../core/limits';
import {
  classColumns,
  commonColumns,
  defined,
  mergeSettings,
  mergeVideoOptions,
  type AnyInput,
} from './device-columns';
import { requireClass } from './device-permissions';
import { checkLinks, componentAddressOf } from './device-rules';
import { replaceWatchedDevices } from './device-videos.repo';
import {
  findAlarmer,
  findStoredComponent,
  findStoredDevice,
  findSystemType,
  insertComponent,
  insertDevice,
  updateComponentRow,
  updateDeviceRow,
} from './device-writes.repo';
import { componentOwners, deviceOwners } from './devices.repo';

const codeExists = () => new AppError(ErrorCodes.alreadyExists, { detail: deviceCodeExists });
const componentExists = () =>
  new AppError(ErrorCodes.alreadyExists, {
    detail: { zh: '该回路号与部件号已存在', en: 'the loop and component number already exist' },
  });

const replaceMonitorLinks = async (
  tx: DbOrTx,
  videoId: number,
  companyId: number,
  deviceIds: number[] | null | undefined,
) => {
  if (deviceIds === undefined) return;
  await replaceWatchedDevices(tx, videoId, companyId, [...new Set(deviceIds ?? [])]);
};

/** The DTU, system type and system address a component reports under, from its controller and system. */
const componentAddressing = async (tx: DbOrTx, alarmHostId: number, systemId: number | null | undefined) => {
  const host = await findAlarmer(tx, alarmHostId);
  if (!host) throw new AppError(ErrorCodes.checkFailed, { detail: fieldDetail('alarm_host_id') });
  if (!host.dtuId)
    throw new AppError(ErrorCodes.checkFailed, {
      detail: { zh: '该控制器未关联传输设备', en: 'the controller is not linked to a transmission device' },
    });
  const effectiveSystemId = systemId ?? host.systemId;
  const systemType = effectiveSystemId ? await findSystemType(tx, effectiveSystemId) : undefined;
  // A controller without a system is a fire alarm control panel: GB/T 26875.3 system type 1.
  return {
    deviceId: host.dtuId,
    systemType: systemType ?? 1,
    systemAddress: host.alarmhostAlarmerNo ?? 1,
    systemId: effectiveSystemId ?? null,
  };
};

/** What a device write needs: the database and the box that seals camera passwords and verification codes. */
export type DeviceWriteDeps = { db: Db; box: SecretBox };

const createComponent = async (
  tx: DbOrTx,
  companyId: number,
  input: Extract<DeviceCreate, { enum_device_class: 'component' }>,
) => {
  const addressing = await componentAddressing(tx, input.alarm_host_id, input.system_id);
  const archive = {
    code: input.device_code ?? null,
    name: input.name,
    componentType: input.enum_component_type,
    systemId: addressing.systemId,
    alarmerId: input.alarm_host_id,
    loopNumber: input.loop_number,
    componentNumber: input.component_number,
    brand: input.enum_device_brand ?? null,
    model: input.enum_device_model ?? null,
    buildingId: input.building_id ?? null,
    floorId: input.floor_id ?? null,
    areaId: input.area_id ?? null,
    specific: input.specific ?? null,
    location: input.specific ?? null,
    positionType: input.enum_position_type ?? null,
    point: input.point ?? null,
    installTime: input.install_time ?? null,
    remark: input.remark ?? null,
    updatedAt: new Date(),
  };
  const componentId = await insertComponent(
    tx,
    {
      companyId,
      deviceId: addressing.deviceId,
      systemType: addressing.systemType,
      systemAddress: addressing.systemAddress,
      componentAddress: componentAddressOf(input.loop_number, input.component_number),
    },
    archive,
  );
  if (componentId === undefined) throw componentExists();
  return componentId;
};

/** Adds a device of any class in one transaction; returns its id. */
export const createDevice = async ({ db, box }: DeviceWriteDeps, caller: Caller, input: DeviceCreate) => {
  requireClass(caller, input.enum_device_class);
  const companyId = input.info_company.company_id;
  await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  try {
    return await db.transaction(async (tx) => {
      await checkLinks(tx, companyId, {
        ...input,
        monitor_device_ids: 'monitor_device_ids' in input ? input.monitor_device_ids : undefined,
      });
      if (input.enum_device_class === 'component') return createComponent(tx, companyId, input);
      await assertDeviceLimit(tx, companyId);
      const anyInput = input as AnyInput;
      const deviceId = await insertDevice(tx, {
        ...defined({ ...commonColumns(anyInput), ...classColumns(anyInput, box) }),
        companyId,
        name: input.name,
        deviceCode: input.device_code,
        deviceClass: input.enum_device_class,
        // Only transmission devices have a GB/T 26875.3 thing type; 0 marks the others.
        deviceThingType: input.enum_device_class === 'dtu' ? input.device_thing_type : 0,
        deviceType:
          input.enum_device_type === undefined || input.enum_device_type === null
            ? input.enum_device_class === 'dtu'
              ? '1'
              : null
            : String(input.enum_device_type),
        settings: input.enum_device_class === 'alonedevice' ? mergeSettings(null, anyInput) : null,
        videoOptions: input.enum_device_class === 'video' ? mergeVideoOptions(null, anyInput) : null,
      });
      if (input.enum_device_class === 'video')
        await replaceMonitorLinks(tx, deviceId, companyId, input.monitor_device_ids);
      return deviceId;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'devices_device_code_all_uq') ||
      isUniqueViolation(error, 'devices_code_uq') ||
      isUniqueViolation(error, 'components_code_uq')
    )
      throw codeExists();
    if (isUniqueViolation(error, 'devices_gb_address_uq'))
      throw new AppError(ErrorCodes.alreadyExists, { detail: fieldDetail('gb_address') });
    throw error;
  }
};

const updateComponent = async (
  tx: DbOrTx,
  companyId: number,
  input: Extract<DeviceUpdate, { enum_device_class: 'component' }>,
) => {
  const stored = await findStoredComponent(tx, input.device_id);
  if (!stored) throw new AppError(ErrorCodes.noData);
  const alarmHostId = input.alarm_host_id ?? stored.alarmerId;
  const loop = input.loop_number ?? stored.loopNumber;
  const number = input.component_number ?? stored.componentNumber;
  const readdress =
    alarmHostId !== null &&
    loop !== null &&
    number !== null &&
    (input.alarm_host_id !== undefined ||
      input.loop_number !== undefined ||
      input.component_number !== undefined ||
      input.system_id !== undefined);
  const addressing = readdress
    ? await componentAddressing(tx, alarmHostId, input.system_id === undefined ? stored.systemId : input.system_id)
    : undefined;
  await updateComponentRow(tx, {
    componentId: input.device_id,
    companyId,
    values: defined({
      code: input.device_code,
      name: input.name,
      componentType: input.enum_component_type,
      systemId: input.system_id,
      alarmerId: input.alarm_host_id,
      loopNumber: input.loop_number,
      componentNumber: input.component_number,
      brand: input.enum_device_brand,
      model: input.enum_device_model,
      buildingId: input.building_id,
      floorId: input.floor_id,
      areaId: input.area_id,
      specific: input.specific,
      // Alarms and the keyword search name the place by location, which the form edits as specific.
      location: input.specific,
      positionType: input.enum_position_type,
      point: input.point,
      installTime: input.install_time,
      remark: input.remark,
      updatedAt: new Date(),
      ...(addressing
        ? {
            deviceId: addressing.deviceId,
            systemType: addressing.systemType,
            systemAddress: addressing.systemAddress,
            componentAddress: componentAddressOf(loop!, number!),
          }
        : {}),
    }),
  });
};

/** Changes the fields sent; the class cannot change (7994). */
export const updateDevice = async ({ db, box }: DeviceWriteDeps, caller: Caller, input: DeviceUpdate) => {
  requireClass(caller, input.enum_device_class);
  const isComponent = input.enum_device_class === 'component';
  await requireAccess(db, caller, { kind: isComponent ? 'component' : 'device', ids: input.device_id });
  const [owner] = isComponent
    ? await componentOwners(db, [input.device_id])
    : await deviceOwners(db, [input.device_id]);
  if (!owner) throw new AppError(ErrorCodes.noData);
  if (!isComponent && 'deviceClass' in owner && owner.deviceClass !== input.enum_device_class)
    throw new AppError(ErrorCodes.checkFailed, { detail: fieldDetail('enum_device_class') });
  try {
    await db.transaction(async (tx) => {
      // A floor sent alone must lie in the building the device stays in.
      const buildingId = input.building_id === undefined ? owner.buildingId : input.building_id;
      await checkLinks(tx, owner.companyId, {
        ...input,
        building_id: buildingId,
        monitor_device_ids: 'monitor_device_ids' in input ? input.monitor_device_ids : undefined,
      });
      if (input.enum_device_class === 'component') return updateComponent(tx, owner.companyId, input);
      const stored = await findStoredDevice(tx, input.device_id);
      const anyInput = input as AnyInput;
      await updateDeviceRow(tx, input.device_id, {
        ...defined({ ...commonColumns(anyInput), ...classColumns(anyInput, box) }),
        ...(input.enum_device_class === 'alonedevice' ? { settings: mergeSettings(stored!.settings, anyInput) } : {}),
        ...(input.enum_device_class === 'video'
          ? { videoOptions: mergeVideoOptions(stored!.videoOptions, anyInput) }
          : {}),
        updatedAt: new Date(),
      });
      if (input.enum_device_class === 'video')
        await replaceMonitorLinks(tx, input.device_id, owner.companyId, input.monitor_device_ids);
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'devices_device_code_all_uq') ||
      isUniqueViolation(error, 'devices_code_uq') ||
      isUniqueViolation(error, 'components_code_uq')
    )
      throw codeExists();
    if (isUniqueViolation(error, 'components_address_uq')) throw componentExists();
    if (isUniqueViolation(error, 'devices_gb_address_uq'))
      throw new AppError(ErrorCodes.alreadyExists, { detail: fieldDetail('gb_address') });
    throw error;
  }
  return input.device_id;
};
