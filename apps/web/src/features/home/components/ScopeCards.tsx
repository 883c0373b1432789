import { caredCategories, type CompanyActivity } from '@fireline/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchCompanyStat, useStat } from '../../stats';
import { fetchCompanyActivity, fetchPersonnel } from '../api';
import { pieOption, stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { unitListLink } from '../links';
import { ChartBox, NumberTile, StatCard } from './CardParts';

const isCaredCategory = (key: string) => (caredCategories as readonly string[]).includes(key);

/** Company type: the scope's units by their sort (a pie); a slice opens the unit list of that category. */
export const CompanyTypeCard = ({ height = 230 }: { height?: number }) => {
  const { t } = useTranslation();
  const format = useShorthand();
  const navigate = useNavigate();
  const types = useStat('company', fetchCompanyStat, { by: 'type' });
  const list = types.data?.list;
  const option = useMemo(
    () =>
      pieOption(
        (list ?? []).map((item) => ({ name: item.name, value: item.count })),
        {
          format,
          seriesName: t('home.companyType.title'),
        },
      ),
    [list, format, t],
  );
  return (
    <StatCard
      title={t('home.companyType.title')}
      to={unitListLink()}
      loading={types.isPending}
      failed={types.isError}
      testId="card-company-type"
    >
      {types.data && (
        <ChartBox
          option={option}
          hasData={types.data.total > 0}
          height={height}
          testId="company-type-chart"
          onItemClick={({ dataIndex }) => {
            const key = list?.[dataIndex]?.key;
            const target = key && isCaredCategory(key) ? unitListLink({ category: key }) : undefined;
            if (target) void navigate(target);
          }}
        />
      )}
    </StatCard>
  );
};

/** The scope's units now: online and offline (the unit list's online filter), in fire alarm, in fault, active today. */
export const ActivityTiles = ({ activity, columns = 3 }: { activity: CompanyActivity; columns?: number }) => {
  const { t } = useTranslation();
  return (
    <div className={`home-tiles home-tiles-${columns}`}>
      <NumberTile label={t('home.activity.total')} value={activity.total} to={unitListLink()} testId="activity-total" />
      <NumberTile
        label={t('home.activity.online')}
        value={activity.online}
        to={unitListLink({ online: 1 })}
        tone={stateColours.online}
        testId="activity-online"
      />
      <NumberTile
        label={t('home.activity.offline')}
        value={activity.offline}
        to={unitListLink({ online: 0 })}
        tone={stateColours.offline}
        testId="activity-offline"
      />
      <NumberTile
        label={t('home.activity.alarm')}
        value={activity.alarm}
        tone={stateColours.fire}
        testId="activity-alarm"
      />
      <NumberTile
        label={t('home.activity.fault')}
        value={activity.fault}
        tone={stateColours.fault}
        testId="activity-fault"
      />
      <NumberTile label={t('home.activity.eventsToday')} value={activity.events_today} testId="activity-today" />
    </div>
  );
};

export const ActivityCard = () => {
  const { t } = useTranslation();
  const activity = useStat('company/activity', fetchCompanyActivity, {});
  return (
    <StatCard
      title={t('home.activity.title')}
      to={unitListLink()}
      loading={activity.isPending}
      failed={activity.isError}
      testId="card-activity"
    >
      {activity.data && <ActivityTiles activity={activity.data} />}
    </StatCard>
  );
};

/** Personnel: the accounts of the caller's organisation and units (no account list spans them: not links). */
export const PersonnelCard = () => {
  const { t } = useTranslation();
  const people = useStat('personnel', fetchPersonnel, {});
  return (
    <StatCard
      title={t('home.personnel.title')}
      loading={people.isPending}
      failed={people.isError}
      testId="card-personnel"
    >
      {people.data && (
        <div className="home-tiles home-tiles-2">
          <NumberTile label={t('home.personnel.total')} value={people.data.total} testId="personnel-total" />
          <NumberTile
            label={t('home.personnel.active')}
            value={people.data.active}
            tone={stateColours.normal}
            testId="personnel-active"
          />
          <NumberTile
            label={t('home.personnel.loggedInToday')}
            value={people.data.logged_in_today}
            tone={stateColours.online}
            testId="personnel-today"
          />
          <NumberTile
            label={t('home.personnel.online')}
            value={people.data.online}
            tone={stateColours.online}
            testId="personnel-online"
          />
        </div>
      )}
    </StatCard>
  );
};
