import { deviceSettingNames, type DeviceCreate, type DeviceSettings } from '@fireline/shared';
import type { SecretBox } from '../../core/secret-box';
import { checkLimitPairs, sealSecret } from './device-rules';

/** The device form's fields as columns of the devices table: a create or an update body, any class. */

export type AnyInput = Partial<Omit<DeviceCreate, 'enum_device_class'>> & Record<string, unknown>;
const pick = <T>(value: T | undefined) => value;

/** Columns shared by every class of the devices table, from a create or an update body (undefined = unchanged). */
export const commonColumns = (input: AnyInput) => ({
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

export const classColumns = (input: AnyInput, box: SecretBox) => ({
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

export const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Settings of an independent device: the stored ones overlaid with the body's. */
export const mergeSettings = (stored: Record<string, number> | null, input: AnyInput) => {
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
export const mergeVideoOptions = (stored: Record<string, unknown> | null, input: AnyInput) => {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const name of videoOptionNames) if (input[name] !== undefined) merged[name] = input[name];
  return merged;
};
