import type { DeviceStatus } from '@fireline/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDeviceStatus, useStat } from '../../stats';
import { pieOption, stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { ChartBox, NumberTile, StatCard } from './CardParts';

type Links = Partial<Record<'total' | 'online' | 'offline' | 'alarm' | 'fault', string>>;

/** The tiles after the total, each in its state's colour (a device in alarm in the fire colour). */
const stateTiles = [
  { key: 'online', tone: stateColours.online },
  { key: 'offline', tone: stateColours.offline },
  { key: 'alarm', tone: stateColours.fire },
  { key: 'fault', tone: stateColours.fault },
] as const;

/** Devices online and offline (the pie), and those in alarm and in fault (online or not). */
export const DeviceStatusView = ({
  status,
  links = {},
  height = 200,
}: {
  status: DeviceStatus;
  links?: Links;
  height?: number;
}) => {
  const { t } = useTranslation();
  const format = useShorthand();
  const option = useMemo(
    () =>
      pieOption(
        [
          { name: t('home.devices.online'), value: status.online, colour: stateColours.online },
          { name: t('home.devices.offline'), value: status.offline, colour: stateColours.offline },
        ],
        { format, seriesName: t('home.devices.title') },
      ),
    [status, t, format],
  );
  return (
    <>
      <div className="home-tiles home-tiles-5">
        <NumberTile label={t('home.devices.total')} value={status.total} to={links.total} testId="devices-total" />
        {stateTiles.map(({ key, tone }) => (
          <NumberTile
            key={key}
            label={t(`home.devices.${key}`)}
            value={status[key]}
            to={links[key]}
            tone={tone}
            testId={`devices-${key}`}
          />
        ))}
      </div>
      <ChartBox option={option} hasData={status.total > 0} height={height} testId="devices-chart" />
    </>
  );
};

/** The scope's device-status card (no list spans every unit's devices: its numbers are not links). */
export const DeviceStatusCard = () => {
  const { t } = useTranslation();
  const status = useStat('device/status', fetchDeviceStatus, {});
  return (
    <StatCard title={t('home.devices.title')} loading={status.isPending} failed={status.isError} testId="card-devices">
      {status.data && <DeviceStatusView status={status.data} />}
    </StatCard>
  );
};
