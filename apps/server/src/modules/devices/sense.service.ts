import {
  ANALOG_LINE_MAX_POINTS,
  type AttributeType,
  deviceModelCommands,
  ErrorCodes,
  senseTypes,
  type DeviceClass,
  type DeviceSettings,
  type SendCmd,
  type SenseLine,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { requireOwned } from './device-read.service';
import { checkLimitPairs } from './device-rules';
import {
  findCommandTarget,
  insertCommand,
  selectDeviceLines,
  selectNewestReadings,
  selectReadingPage,
  selectUnitLines,
  type LineFilter,
  type LineRow,
} from './sense.repo';

const seconds = (value: Date) => Math.floor(value.getTime() / 1000);

/** The device's own alarm thresholds for a sense type, from its settings (spec 001 §9); current limits are kept in mA. */
const thresholdOf = (
  senseType: number,
  settings: Record<string, number> | null,
): [number | null, number | null] | null => {
  const value = (name: string) => settings?.[name] ?? null;
  switch (senseType) {
    case 2:
      return [value('level_lower_limit'), value('level_upper_limit')];
    case 3:
      return [value('temperature_lower_limit'), value('temperature_upper_limit')];
    case 4:
      return [value('pressure_lower_limit'), value('pressure_upper_limit')];
    case 9: {
      const upper = value('electric_upper_limit');
      return [null, upper === null ? null : upper / 1000];
    }
    default:
      return null;
  }
};

const presentLine = (row: LineRow): SenseLine => {
  const type = senseTypes.find((item) => item.id === row.analogType);
  return {
    device_id: row.deviceId,
    device_name: row.deviceName,
    component_id: row.componentId,
    sense_type: row.analogType,
    sense_name: type?.zh ?? String(row.analogType),
    sense_eng_name: type?.en ?? String(row.analogType),
    unit: row.unit,
    value: row.value,
    range: type ? [type.min, type.max] : null,
    threshold: thresholdOf(row.analogType, row.settings),
    last_update_time: seconds(row.measuredAt),
  };
};

export const linesOfDevice = async (db: Db, caller: Caller, deviceId: number) => {
  await requireOwned(db, caller, [deviceId], 'device');
  return (await selectDeviceLines(db, deviceId)).map(presentLine);
};

/** A unit's sense lines, paged (lines, not readings). */
export const linesOfUnit = async (
  db: Db,
  caller: Caller,
  query: { company_id: number; device_id?: number; page_no: number; page_size: number },
) => {
  await requireAccess(db, caller, { kind: 'unit', ids: query.company_id });
  const { rows, total } = await selectUnitLines(db, caller.scope, query);
  return { list: rows.map(presentLine), total };
};

/** A chart line: the newest points of the window, oldest first. */
export const analogLine = async (db: Db, caller: Caller, query: LineFilter) => {
  await requireOwned(db, caller, [query.device_id], 'device');
  const rows = await selectNewestReadings(db, query, ANALOG_LINE_MAX_POINTS);
  const type = senseTypes.find((item) => item.id === query.analog_type);
  return {
    device_id: query.device_id,
    sense_type: query.analog_type,
    unit: rows[0]?.unit ?? type?.unit ?? '',
    list: rows
      .reverse()
      .map((row) => ({ time: seconds(row.measuredAt), receive_time: seconds(row.receiveTime), value: row.value })),
  };
};

export const analogHistory = async (
  db: Db,
  caller: Caller,
  query: LineFilter & { page_no: number; page_size: number },
) => {
  await requireOwned(db, caller, [query.device_id], 'device');
  const { rows, total } = await selectReadingPage(db, query);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      component_id: row.componentId,
      sense_type: row.analogType,
      value: row.value,
      unit: row.unit,
      time: seconds(row.measuredAt),
      receive_time: seconds(row.receiveTime),
    })),
  };
};

export const attributeTypes = (): AttributeType[] =>
  senseTypes.map((type) => ({
    attr_type: type.id,
    name: type.zh,
    eng_name: type.en,
    unit: type.unit,
    range: [type.min, type.max],
  }));

/** Records a command for the device's gateway (status pending); what a class accepts is in deviceModelCommands. */
export const sendCommand = async (db: Db, caller: Caller, input: SendCmd) => {
  await requireOwned(db, caller, [input.device_id], 'device');
  const device = await findCommandTarget(db, input.device_id);
  if (!deviceModelCommands[device!.deviceClass as DeviceClass]?.includes(input.cmd)) {
    throw new AppError(ErrorCodes.checkFailed, {
      detail: { zh: '该设备不支持此命令', en: 'the device does not support this command' },
    });
  }
  if (input.cmd === 'set_params')
    checkLimitPairs({ ...(device!.settings ?? {}), ...(input.params as DeviceSettings) } as DeviceSettings);
  const row = await insertCommand(db, {
    companyId: device!.companyId,
    deviceId: input.device_id,
    cmd: input.cmd,
    params: input.params as Record<string, unknown>,
    createrId: caller.session.userId,
  });
  return {
    command_id: row.id,
    device_id: row.deviceId,
    cmd: row.cmd,
    params: row.params,
    status: row.status,
    create_time: seconds(row.createdAt),
  };
};
