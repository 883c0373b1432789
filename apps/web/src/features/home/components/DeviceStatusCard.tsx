import type { DeviceStatus } from '@fireline/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDeviceStatus, useStat } from '../../stats';
import { pieOption, stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { ChartBox, NumberTile, StatCard } from './CardParts';

type Links = Partial<Record<'total' | 'online' | 'offline' | 'alarm' | 'fault', string>>;

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
        <NumberTile
          label={t('home.devices.online')}
          value={status.online}
          to={links.online}
          tone={stateColours.online}
          testId="devices-online"
        />
        <NumberTile
          label={t('home.devices.offline')}
          value={status.offline}
          to={links.offline}
          tone={stateColours.offline}
          testId="devices-offline"
        />
        <NumberTile
          label={t('home.devices.alarm')}
          value={status.alarm}
          to={links.alarm}
          tone={stateColours.fire}
          testId="devices-alarm"
        />
        <NumberTile
          label={t('home.devices.fault')}
          value={status.fault}
          to={links.fault}
          tone={stateColours.fault}
          testId="devices-fault"
        />
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
