import type { EventRecord } from '@fireline/shared';
import { Empty, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { detailTarget } from '../../events';
import { useNewestEvents } from '../hooks';
import { canOpen, canOpenEvents } from '../links';
import { StatCard } from './CardParts';

const categoryColours: Record<string, string> = {
  fire: 'red',
  fault: 'orange',
  abnormal: 'gold',
  operation: 'blue',
  yinhuan: 'purple',
  video: 'cyan',
  firecock: 'geekblue',
};

const EventLink = ({ to, children }: { to?: string; children: ReactNode }) =>
  to ? (
    <Link to={to} className="home-event">
      {children}
    </Link>
  ) : (
    <div className="home-event">{children}</div>
  );

/** The newest events, each row opening its detail page as the alarm list's rows do (and coming back here). */
export const EventRows = ({ rows, showUnit = true }: { rows: EventRecord[]; showUnit?: boolean }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const isLinked = canOpenEvents();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.events.empty')} />;
  return (
    <ul className="home-events" data-testid="newest-events">
      {rows.map((event) => (
        <li key={event.id} data-testid={`event-${event.id}`}>
          <EventLink
            to={isLinked ? detailTarget(event, { returnTo: `${location.pathname}${location.search}` }) : undefined}
          >
            <Tag color={categoryColours[event.status_category]} className="home-event-tag">
              {t(`home.category.${event.status_category}`)}
            </Tag>
            <span className="home-event-text" title={event.alarm_type_name}>
              {showUnit && <span className="home-event-unit">{event.company.name}</span>}
              {event.alarm_type_name} · {event.device_name}
            </span>
            <span className="home-event-time">{event.receive_time.slice(5, 16)}</span>
          </EventLink>
        </li>
      ))}
    </ul>
  );
};

/** The newest unprocessed events of the scope (or one unit); its title opens the alarm list. */
export const NewestEventsCard = ({
  companyId,
  viaHistory,
  listLink = canOpen('alarmdeal-list') ? '/alarmdeal/alarmdeal_list/fire' : undefined,
}: {
  companyId?: number;
  viaHistory?: boolean;
  /** The list the card's "more" opens; none when the user may open no such list. */
  listLink?: string;
}) => {
  const { t } = useTranslation();
  const events = useNewestEvents({ companyId, viaHistory });
  return (
    <StatCard
      title={t('home.events.title')}
      extra={listLink && <Link to={listLink}>{t('home.events.more')}</Link>}
      loading={events.isPending}
      failed={events.isError}
      testId="card-events"
    >
      {events.data && <EventRows rows={events.data.list} showUnit={companyId === undefined} />}
    </StatCard>
  );
};
