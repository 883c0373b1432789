import { statisticMessages, type DeviceAlarmStat, type DeviceAlarmStatQuery } from '@fireline/shared';
import { selectEnumNames } from './archive-stats.repo';
import { countDeviceStatesByType } from './device-alarm-stats.repo';
import { otherDeviceTypeName, statScope, type StatsCtx } from './stat-context';

/**
 * Devices by type (enum_device_type) with how many of each are in alarm, in fault and offline now: the device tab's
 * "alarm" page. Types largest first, then by key; an unset type is 'none' (not set).
 */
export const deviceAlarmStats = async (ctx: StatsCtx, query: DeviceAlarmStatQuery): Promise<DeviceAlarmStat> => {
  const scope = await statScope(ctx, query.company_id);
  const [rows, names] = await Promise.all([
    countDeviceStatesByType(ctx.db, scope),
    selectEnumNames(ctx.db, 'enum_device_type'),
  ]);
  const list = rows
    .map((row) => {
      const label = row.key === '' ? statisticMessages.notSet : (names.get(row.key) ?? otherDeviceTypeName(row.key));
      return { ...row, key: row.key === '' ? 'none' : row.key, name: label?.[ctx.lang] ?? row.key };
    })
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const sum = (field: 'total' | 'alarm' | 'fault' | 'offline') => list.reduce((acc, row) => acc + row[field], 0);
  return { total: sum('total'), alarm: sum('alarm'), fault: sum('fault'), offline: sum('offline'), list };
};
