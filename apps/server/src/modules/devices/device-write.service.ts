import {
  deviceCodeExists,
  deviceSettingNames,
  ErrorCodes,
  type DeviceCreate,
  type DeviceSettings,
  type DeviceUpdate,
} from '@fireline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, fieldDetail } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import { requireUnitInScope, type Scope } from '../../core/scope';
import type { SecretBox } from '../../core/secret-box';
import type { Db, DbOrTx } from '../../db/client';
import { components, devices, deviceVideoLinks, fireSystems } from '../../db/schema';
import { assertDeviceLimit } from '../../core/limits';
import { checkLimitPairs, checkLinks, componentAddressOf, sealSecret } from './device-rules';
import { componentOwners, deviceOwners } from './devices.repo';

type AnyInput = Partial<Omit<DeviceCreate, 'enum_device_class'>> & Record<string, unknown>;
const pick = <T>(value: T | undefined) => value;

const codeExists = () => new AppError(ErrorCodes.alreadyExists, { detail: deviceCodeExists });
const componentExists = () =>
  new AppError(ErrorCodes.alreadyExists, {
    detail: { zh: '该回路号与部件号已存在', en: 'the loop and component number already exist' },
  });

/** Columns shared by every class of the devices table, from a create or an update body (undefined = unchanged). */
const commonColumns = (input: AnyInput) => ({
  deviceCode: input.device_code ?? undefined,
  name: input.name,
  brand: input.enum_device_brand,
  deviceType:
    input.enum_device_type === undefined
      ? undefined
      : input.enum_device_type === null
        ? null
        : String(input.enum_device_type),
  deviceModel: input.enum_device_model,
  manufacturer: input.manufacturer,
  displayName: input.display_name,
  account: input.account,
  deviceNum: input.device_num,
  versionId: input.version_id,
  systemId: input.system_id,
  buildingId: input.building_id,
  floorId: input.floor_id,
  areaId: input.area_id,
  specific: input.specific,
  positionType: input.enum_position_type,
  point: input.point,
  networkingDate: input.networking_date,
  remark: input.remark,
});

const classColumns = (input: AnyInput, box: SecretBox) => ({
  simNumber: pick(input.sim_number as string | null | undefined),
  macAddress: pick(input.mac_address as string | null | undefined),
  transmitMode: pick(input.enum_device_transmit_mode as string | null | undefined),
  linkWay: pick(input.device_link_way as string | null | undefined),
  linkPort: pick(input.link_port as string | null | undefined),
  deviceThingType: pick(input.device_thing_type as number | undefined),
  gbAddress: pick(input.gb_address as string | null | undefined),
  allowedNetworks: pick(input.allowed_networks as string | null | undefined),
  aliveSeconds: (input.alive_time as number | null | undefined) ?? undefined,
  dtuId: pick(input.device_dtu_id as number | null | undefined),
  alarmhostBrand: pick(input.alarmhost_brand as string | null | undefined),
  alarmhostModel: pick(input.alarmhost_model as string | null | undefined),
  alarmhostAlarmerNo: pick(input.alarmhost_alarmer_no as number | null | undefined),
  installTime: pick(input.install_time as string | null | undefined),
  videoIp: pick(input.ip as string | null | undefined),
  videoPort: pick(input.port as number | null | undefined),
  videoUser: pick(input.user as string | null | undefined),
  videoPasswordEnc: sealSecret(box, input.password as string | null | undefined),
  videoSerial: pick(input.serial as string | null | undefined),
  videoVerifyCodeEnc: sealSecret(box, input.verification_code as string | null | undefined),
  videoType: pick(input.enum_video_type as number | null | undefined),
  videoCoding: pick(input.enum_video_coding as number | null | undefined),
  playUrl: pick(input.play_url as string | null | undefined),
  trademarkUrl: pick(input.trademark_url as string | null | undefined),
});

const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Settings of an independent device: the stored ones overlaid with the body's. */
const mergeSettings = (stored: Record<string, number> | null, input: AnyInput) => {
  const merged: Record<string, number> = { ...(stored ?? {}) };
  for (const name of [...deviceSettingNames, 'sleep_time'] as const) {
    const value = input[name] as number | null | undefined;
    if (value === null) delete merged[name];
    else if (value !== undefined) merged[name] = value;
  }
  checkLimitPairs(merged as DeviceSettings);
  return merged;
};

const videoOptionNames = ['desc', 'upper_camera', 'lower_camera', 'visible_light', 'bottom_area', 'volume'] as const;
const mergeVideoOptions = (stored: Record<string, unknown> | null, input: AnyInput) => {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const name of videoOptionNames) if (input[name] !== undefined) merged[name] = input[name];
  return merged;
};

const replaceMonitorLinks = async (
  tx: DbOrTx,
  videoId: number,
  companyId: number,
  deviceIds: number[] | null | undefined,
) => {
  if (deviceIds === undefined) return;
  await tx.delete(deviceVideoLinks).where(eq(deviceVideoLinks.videoId, videoId));
  const unique = [...new Set(deviceIds ?? [])];
  if (unique.length)
    await tx.insert(deviceVideoLinks).values(unique.map((deviceId) => ({ videoId, deviceId, companyId })));
};

/** The DTU, system type and system address a component reports under, from its controller and system. */
const componentAddressing = async (tx: DbOrTx, alarmHostId: number, systemId: number | null | undefined) => {
  const [host] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.id, alarmHostId), eq(devices.deviceClass, 'alarmer')));
  if (!host) throw new AppError(ErrorCodes.checkFailed, { detail: fieldDetail('alarm_host_id') });
  if (!host.dtuId)
    throw new AppError(ErrorCodes.checkFailed, {
      detail: { zh: '该控制器未关联传输设备', en: 'the controller is not linked to a transmission device' },
    });
  const effectiveSystemId = systemId ?? host.systemId;
  const [system] = effectiveSystemId
    ? await tx
        .select({ systemType: fireSystems.systemType })
        .from(fireSystems)
        .where(eq(fireSystems.id, effectiveSystemId))
    : [];
  // A controller without a system is a fire alarm control panel: GB/T 26875.3 system type 1.
  return {
    deviceId: host.dtuId,
    systemType: system?.systemType ?? 1,
    systemAddress: host.alarmhostAlarmerNo ?? 1,
    systemId: effectiveSystemId ?? null,
  };
};

export const createDeviceWriteService = ({ db, box }: { db: Db; box: SecretBox }) => {
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
    // Ingest may already have met this component in a frame: its row becomes the archive, unless one is already there.
    const [row] = await tx
      .insert(components)
      .values({
        companyId,
        deviceId: addressing.deviceId,
        systemType: addressing.systemType,
        systemAddress: addressing.systemAddress,
        componentAddress: componentAddressOf(input.loop_number, input.component_number),
        ...archive,
      })
      .onConflictDoUpdate({
        target: [components.deviceId, components.systemType, components.systemAddress, components.componentAddress],
        set: archive,
        setWhere: sql`${components.loopNumber} is null`,
      })
      .returning({ id: components.id });
    if (!row) throw componentExists();
    return row.id;
  };

  /** Adds a device of any class in one transaction; returns its id. */
  const createDevice = async (scope: Scope, input: DeviceCreate) => {
    const companyId = input.info_company.company_id;
    requireUnitInScope(scope, companyId);
    try {
      return await db.transaction(async (tx) => {
        await checkLinks(tx, companyId, {
          ...input,
          monitor_device_ids: 'monitor_device_ids' in input ? input.monitor_device_ids : undefined,
        });
        if (input.enum_device_class === 'component') return createComponent(tx, companyId, input);
        await assertDeviceLimit(tx, companyId);
        const anyInput = input as AnyInput;
        const [row] = await tx
          .insert(devices)
          .values({
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
          })
          .returning({ id: devices.id });
        if (input.enum_device_class === 'video')
          await replaceMonitorLinks(tx, row!.id, companyId, input.monitor_device_ids);
        return row!.id;
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
    const [stored] = await tx.select().from(components).where(eq(components.id, input.device_id));
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
    await tx
      .update(components)
      .set(
        defined({
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
      )
      .where(and(eq(components.id, input.device_id), eq(components.companyId, companyId)));
  };

  /** Changes the fields sent; the class cannot change (7994). */
  const updateDevice = async (scope: Scope, input: DeviceUpdate) => {
    const isComponent = input.enum_device_class === 'component';
    const [owner] = isComponent
      ? await componentOwners(db, [input.device_id])
      : await deviceOwners(db, [input.device_id]);
    if (!owner) throw new AppError(ErrorCodes.noData);
    requireUnitInScope(scope, owner.companyId);
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
        const [stored] = await tx.select().from(devices).where(eq(devices.id, input.device_id));
        const anyInput = input as AnyInput;
        await tx
          .update(devices)
          .set({
            ...defined({ ...commonColumns(anyInput), ...classColumns(anyInput, box) }),
            ...(input.enum_device_class === 'alonedevice'
              ? { settings: mergeSettings(stored!.settings, anyInput) }
              : {}),
            ...(input.enum_device_class === 'video'
              ? { videoOptions: mergeVideoOptions(stored!.videoOptions, anyInput) }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(devices.id, input.device_id));
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

  return { createDevice, updateDevice };
};
