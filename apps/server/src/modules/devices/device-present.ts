import {
  companyTypeByKind,
  deviceSettingNames,
  deviceStatusId,
  MASKED_PASSWORD,
  type ComponentRecord,
  type DeviceRecord,
  type DeviceSettingName,
  type OrgKind,
} from '@fireline/shared';
import type { components, devices } from '../../db/schema';

type DeviceRow = typeof devices.$inferSelect;
type ComponentRow = typeof components.$inferSelect;

/** Names the lists join in (one query): unit, building, floor, system, linked DTU / controller. */
export type DeviceJoined = {
  companyName?: string | null;
  companyKind?: string | null;
  buildingName?: string | null;
  floorName?: string | null;
  systemName?: string | null;
  dtuName?: string | null;
  alarmerName?: string | null;
  dtuOnline?: boolean | null;
};

const epochSeconds = (value: Date) => Math.floor(value.getTime() / 1000);
const seconds = (value: Date | null) => (value ? epochSeconds(value) : null);
const infoCompany = (companyId: number, kind?: string | null) => ({
  company_id: companyId,
  company_type: kind ? (companyTypeByKind[kind as OrgKind] ?? 'info_company_cared') : 'info_company_cared',
});
const typeId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

type TableClass = DeviceRecord['enum_device_class'];
const tableClasses: readonly TableClass[] = ['dtu', 'alonedevice', 'alarmer', 'video'];
/** The class of a devices-table row: never a component there, and the column defaults to dtu. */
const tableClassOf = (value: string): TableClass => tableClasses.find((item) => item === value) ?? 'dtu';

/** Camera extras are stored as the form sent them (validated on write); anything else reads as unset. */
const optionNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const optionText = (value: unknown) => (typeof value === 'string' ? value : null);

/** A device of any class of the devices table; secrets leave only as the masked placeholder. */
export const presentDevice = (row: DeviceRow, joined: DeviceJoined = {}): DeviceRecord => {
  const settings = row.settings ?? {};
  const options = row.videoOptions ?? {};
  const base = {
    device_id: row.id,
    enum_device_class: tableClassOf(row.deviceClass),
    device_code: row.deviceCode,
    name: row.name,
    info_company: infoCompany(row.companyId, joined.companyKind),
    company_name: joined.companyName ?? null,
    device_thing_type: row.deviceThingType,
    enum_device_brand: row.brand,
    enum_device_type: typeId(row.deviceType),
    enum_device_model: row.deviceModel,
    manufacturer: row.manufacturer,
    display_name: row.displayName,
    account: row.account,
    device_num: row.deviceNum,
    version_id: row.versionId,
    system_id: row.systemId,
    system_name: joined.systemName ?? null,
    building_id: row.buildingId,
    building_name: joined.buildingName ?? null,
    floor_id: row.floorId,
    floor_name: joined.floorName ?? null,
    area_id: row.areaId,
    specific: row.specific ?? row.installAddress,
    enum_position_type: row.positionType,
    point: row.point,
    enum_device_online_status: row.isOnline ? 1 : 0,
    enum_device_status: deviceStatusId(row.state),
    focus_level: row.focusLevel,
    last_active_time: seconds(row.lastSeenAt),
    networking_date: row.networkingDate,
    alive_time: row.aliveSeconds,
    signal_strength: row.signalStrength,
    electricity: row.electricity,
    sim_number: row.simNumber,
    mac_address: row.macAddress,
    enum_device_transmit_mode: row.transmitMode,
    device_link_way: row.linkWay,
    link_port: row.linkPort,
    device_dtu_id: row.dtuId,
    dtu_name: joined.dtuName ?? null,
    gb_address: row.gbAddress,
    allowed_networks: row.allowedNetworks,
    remark: row.remark,
    create_time: epochSeconds(row.createdAt),
    update_time: epochSeconds(row.updatedAt),
  };
  if (row.deviceClass === 'alonedevice') {
    return {
      ...base,
      ...(Object.fromEntries(deviceSettingNames.map((name) => [name, settings[name] ?? null])) as Record<
        DeviceSettingName,
        number | null
      >),
      sleep_time: settings.sleep_time ?? null,
    };
  }
  if (row.deviceClass === 'alarmer') {
    return {
      ...base,
      alarmer_name: row.name,
      alarmhost_brand: row.alarmhostBrand,
      alarmhost_model: row.alarmhostModel,
      alarmhost_alarmer_no: row.alarmhostAlarmerNo,
      install_time: row.installTime,
    };
  }
  if (row.deviceClass === 'video') {
    return {
      ...base,
      ip: row.videoIp,
      port: row.videoPort,
      user: row.videoUser,
      password: row.videoPasswordEnc ? MASKED_PASSWORD : null,
      serial: row.videoSerial,
      verification_code: row.videoVerifyCodeEnc ? MASKED_PASSWORD : null,
      desc: optionText(options.desc),
      enum_video_type: row.videoType,
      enum_video_coding: row.videoCoding,
      play_url: row.playUrl,
      trademark_url: row.trademarkUrl,
      upper_camera: optionNumber(options.upper_camera),
      lower_camera: optionNumber(options.lower_camera),
      visible_light: optionNumber(options.visible_light),
      bottom_area: optionText(options.bottom_area),
      volume: optionNumber(options.volume),
    };
  }
  return base;
};

/** A component (部件): the ingest row with its archive fields; its state comes from ingest. */
export const presentComponent = (row: ComponentRow, joined: DeviceJoined = {}): ComponentRecord => ({
  device_id: row.id,
  enum_device_class: 'component',
  device_code: row.code,
  name: row.name,
  info_company: infoCompany(row.companyId, joined.companyKind),
  company_name: joined.companyName ?? null,
  enum_component_type: row.componentType,
  system_type: row.systemType,
  system_address: row.systemAddress,
  component_address: row.componentAddress,
  loop_number: row.loopNumber,
  component_number: row.componentNumber,
  enum_device_brand: row.brand,
  enum_device_model: row.model,
  system_id: row.systemId,
  system_name: joined.systemName ?? null,
  alarm_host_id: row.alarmerId,
  alarmer_name: joined.alarmerName ?? null,
  device_dtu_id: row.deviceId,
  dtu_name: joined.dtuName ?? null,
  building_id: row.buildingId,
  building_name: joined.buildingName ?? null,
  floor_id: row.floorId,
  floor_name: joined.floorName ?? null,
  area_id: row.areaId,
  specific: row.specific ?? row.location,
  enum_position_type: row.positionType,
  point: row.point,
  install_time: row.installTime,
  enum_device_online_status: joined.dtuOnline ? 1 : 0,
  enum_device_status: deviceStatusId(row.state),
  last_active_time: seconds(row.stateChangedAt),
  remark: row.remark,
  create_time: epochSeconds(row.createdAt),
  update_time: epochSeconds(row.updatedAt),
});
