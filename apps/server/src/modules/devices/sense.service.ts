import {
  ANALOG_LINE_MAX_POINTS,
  deviceModelCommands,
  ErrorCodes,
  senseTypes,
  type DeviceClass,
  type DeviceSettings,
  type SendCmd,
  type SenseLine,
} from '@fireline/shared';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { requireUnitInScope, inScope, type Scope } from '../../core/scope';
import type { Db } from '../../db/client';
import { deviceCommands, devices, readings } from '../../db/schema';
import { requireOwned } from './device-read.service';
import { checkLimitPairs } from './device-rules';

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

type LineRow = {
  deviceId: number;
  deviceName: string;
  settings: Record<string, number> | null;
  componentId: number | null;
  analogType: number;
  value: number;
  unit: string;
  measuredAt: Date;
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

/** Latest reading per (device, component, type) under a condition: one DISTINCT ON query over the line index. */
const latestLines = (db: Db, where: SQL | undefined) =>
  db
    .selectDistinctOn([readings.deviceId, readings.componentId, readings.analogType], {
      deviceId: readings.deviceId,
      deviceName: devices.name,
      settings: devices.settings,
      componentId: readings.componentId,
      analogType: readings.analogType,
      value: readings.value,
      unit: readings.unit,
      measuredAt: readings.measuredAt,
    })
    .from(readings)
    .innerJoin(devices, eq(devices.id, readings.deviceId))
    .where(where)
    .orderBy(readings.deviceId, readings.componentId, readings.analogType, desc(readings.measuredAt));

export const createSenseService = ({ db }: { db: Db }) => {
  const linesOfDevice = async (scope: Scope, deviceId: number) => {
    await requireOwned(db, scope, [deviceId], 'device');
    return (await latestLines(db, eq(readings.deviceId, deviceId))).map(presentLine);
  };

  /** A unit's sense lines, paged (lines, not readings). */
  const linesOfUnit = async (
    scope: Scope,
    query: { company_id: number; device_id?: number; page_no: number; page_size: number },
  ) => {
    requireUnitInScope(scope, query.company_id);
    const where = and(
      inScope(scope, readings.companyId),
      eq(readings.companyId, query.company_id),
      query.device_id ? eq(readings.deviceId, query.device_id) : undefined,
    );
    const lines = latestLines(db, where).as('lines');
    const [rows, [total]] = await Promise.all([
      latestLines(db, where)
        .limit(query.page_size)
        .offset(query.page_no * query.page_size),
      db.select({ value: count() }).from(lines),
    ]);
    return { list: rows.map(presentLine), total: total?.value ?? 0 };
  };

  const historyWhere = (query: {
    device_id: number;
    analog_type: number;
    component_id?: number;
    start_time?: number;
    end_time?: number;
  }) =>
    and(
      eq(readings.deviceId, query.device_id),
      eq(readings.analogType, query.analog_type),
      query.component_id ? eq(readings.componentId, query.component_id) : undefined,
      query.start_time === undefined ? undefined : gte(readings.measuredAt, new Date(query.start_time * 1000)),
      query.end_time === undefined ? undefined : lte(readings.measuredAt, new Date(query.end_time * 1000)),
    );

  /** A chart line: the newest points of the window, oldest first. */
  const analogLine = async (scope: Scope, query: Parameters<typeof historyWhere>[0]) => {
    await requireOwned(db, scope, [query.device_id], 'device');
    const rows = await db
      .select({
        value: readings.value,
        unit: readings.unit,
        measuredAt: readings.measuredAt,
        receiveTime: readings.receiveTime,
      })
      .from(readings)
      .where(historyWhere(query))
      .orderBy(desc(readings.measuredAt))
      .limit(ANALOG_LINE_MAX_POINTS);
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

  const analogHistory = async (
    scope: Scope,
    query: Parameters<typeof historyWhere>[0] & { page_no: number; page_size: number },
  ) => {
    await requireOwned(db, scope, [query.device_id], 'device');
    const where = historyWhere(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(readings)
        .where(where)
        .orderBy(desc(readings.measuredAt), desc(readings.id))
        .limit(query.page_size)
        .offset(query.page_no * query.page_size),
      db.select({ value: count() }).from(readings).where(where),
    ]);
    return {
      total: total?.value ?? 0,
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

  const attributeTypes = () =>
    senseTypes.map((type) => ({
      attr_type: type.id,
      name: type.zh,
      eng_name: type.en,
      unit: type.unit,
      range: [type.min, type.max],
    }));

  /** Records a command for the device's gateway (status pending); what a class accepts is in deviceModelCommands. */
  const sendCommand = async (scope: Scope, input: SendCmd, createrId: number) => {
    await requireOwned(db, scope, [input.device_id], 'device');
    const [device] = await db
      .select({ companyId: devices.companyId, deviceClass: devices.deviceClass, settings: devices.settings })
      .from(devices)
      .where(eq(devices.id, input.device_id));
    if (!deviceModelCommands[device!.deviceClass as DeviceClass]?.includes(input.cmd)) {
      throw new AppError(ErrorCodes.checkFailed, {
        detail: { zh: '该设备不支持此命令', en: 'the device does not support this command' },
      });
    }
    if (input.cmd === 'set_params')
      checkLimitPairs({ ...(device!.settings ?? {}), ...(input.params as DeviceSettings) } as DeviceSettings);
    const [row] = await db
      .insert(deviceCommands)
      .values({
        companyId: device!.companyId,
        deviceId: input.device_id,
        cmd: input.cmd,
        params: input.params as Record<string, unknown>,
        createrId,
      })
      .returning();
    return {
      command_id: row!.id,
      device_id: row!.deviceId,
      cmd: row!.cmd,
      params: row!.params,
      status: row!.status,
      create_time: seconds(row!.createdAt),
    };
  };

  return { linesOfDevice, linesOfUnit, analogLine, analogHistory, attributeTypes, sendCommand };
};
