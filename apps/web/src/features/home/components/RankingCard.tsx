import type { Ranking } from '@fireline/shared';
import { Empty, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchRanking, useStat } from '../../stats';
import { stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { unitHistoryLink } from '../links';
import { StatCard, WindowSwitch, type HomeWindow } from './CardParts';

const UnitName = ({ to, name }: { to?: string; name: string }) =>
  to ? (
    <Link className="home-ranking-name" to={to} title={name}>
      {name}
    </Link>
  ) : (
    <span className="home-ranking-name" title={name}>
      {name}
    </span>
  );

/** The ranked units, each opening its alarm history over the same days. */
export const RankingList = ({ ranking, dark }: { ranking: Ranking; dark?: boolean }) => {
  const { t } = useTranslation();
  const format = useShorthand();
  if (ranking.list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.ranking.empty')} />;
  const top = ranking.list[0]?.total ?? 1;
  const days = { start: ranking.start, end: ranking.end };
  return (
    <ol className="home-ranking" data-testid="ranking-list">
      {ranking.list.map((row) => (
        <li key={row.company_id} className="home-ranking-row">
          <span className={`home-rank home-rank-${row.rank <= 3 ? 'top' : 'rest'}`}>{row.rank}</span>
          <UnitName to={unitHistoryLink(row.company_id, 'fire', days)} name={row.company_name} />
          <Progress
            className="home-ranking-bar"
            percent={(row.total / top) * 100}
            showInfo={false}
            size="small"
            strokeColor={stateColours.fire}
            railColor={dark ? 'rgba(255,255,255,0.12)' : undefined}
          />
          <span className="home-ranking-count" title={t('home.ranking.total')}>
            {format(row.total)}
          </span>
          <span className="home-ranking-open" title={t('home.ranking.unprocessed')}>
            {format(row.unprocessed)}
          </span>
        </li>
      ))}
    </ol>
  );
};

/** Company alarm rank, top 10, over today, this week or this month. */
export const RankingCard = () => {
  const { t } = useTranslation();
  const [window, setWindow] = useState<HomeWindow>('today');
  const ranking = useStat('ranking', fetchRanking, { window, limit: 10 });
  return (
    <StatCard
      title={t('home.ranking.title')}
      extra={<WindowSwitch value={window} onChange={setWindow} testId="ranking-window" />}
      loading={ranking.isPending}
      failed={ranking.isError}
      testId="card-ranking"
    >
      {ranking.data && (
        <>
          <div className="home-ranking-head">
            <span>{t('home.ranking.unit')}</span>
            <span>
              {t('home.ranking.total')} / {t('home.ranking.unprocessed')}
            </span>
          </div>
          <RankingList ranking={ranking.data} />
        </>
      )}
    </StatCard>
  );
};
