import type { SystemHealth } from '@fireline/shared';
import { Progress, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchSystemHealth } from '../api';
import { useStat } from '../../stats';
import { stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { StatCard } from './CardParts';

/** The health rate as a percentage with one decimal; a dash when there are no systems. */
export const ratePercent = (rate: number | null) => (rate === null ? undefined : Math.round(rate * 1000) / 10);

/** Systems in all, healthy and not, the rate as a dial, and the rate per system type. */
export const SystemHealthView = ({ health, dark }: { health: SystemHealth; dark?: boolean }) => {
  const { t } = useTranslation();
  const format = useShorthand();
  const percent = ratePercent(health.rate);
  const figures = [
    { key: 'total', label: t('home.systems.total'), value: health.total, tone: undefined },
    { key: 'healthy', label: t('home.systems.healthy'), value: health.healthy, tone: stateColours.normal },
    { key: 'unhealthy', label: t('home.systems.unhealthy'), value: health.unhealthy, tone: stateColours.fault },
    { key: 'no-devices', label: t('home.systems.noDevices'), value: health.no_devices, tone: undefined },
  ];
  return (
    <>
      <div className="home-health">
        <div className="home-health-dial" data-testid="health-rate">
          <Progress
            type="dashboard"
            size={108}
            percent={percent ?? 0}
            strokeColor={stateColours.normal}
            railColor={dark ? 'rgba(255,255,255,0.12)' : undefined}
            format={() => (percent === undefined ? '–' : `${percent}%`)}
          />
          <span className="home-tile-label">{t('home.systems.rate')}</span>
        </div>
        <dl className="home-health-figures">
          {figures.map((figure) => (
            <div key={figure.key} data-testid={`health-${figure.key}`}>
              <dt>{figure.label}</dt>
              <dd style={figure.tone ? { color: figure.tone } : undefined}>{format(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ul className="home-health-types">
        {health.types.slice(0, 4).map((type) => (
          <li key={type.key}>
            <span className="home-health-type" title={type.name}>
              {type.name}
            </span>
            <Progress
              percent={type.total > type.no_devices ? (type.healthy / (type.total - type.no_devices)) * 100 : 0}
              size="small"
              showInfo={false}
              strokeColor={stateColours.normal}
              railColor={dark ? 'rgba(255,255,255,0.12)' : undefined}
            />
            <span className="home-health-count" data-testid={`health-type-${type.key}`}>
              {type.total === type.no_devices
                ? t('home.systems.noDevices')
                : `${format(type.healthy)}/${format(type.total - type.no_devices)}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
};

/** System access and health rate (no list spans every unit's systems: not a link). */
export const SystemHealthCard = () => {
  const { t } = useTranslation();
  const health = useStat('system/health', fetchSystemHealth, {});
  return (
    <StatCard
      title={t('home.systems.title')}
      extra={
        <Tooltip title={t('home.systems.rateHelp')}>
          <QuestionCircleOutlined aria-label={t('home.systems.rateHelp')} />
        </Tooltip>
      }
      loading={health.isPending}
      failed={health.isError}
      testId="card-systems"
    >
      {health.data && <SystemHealthView health={health.data} />}
    </StatCard>
  );
};
