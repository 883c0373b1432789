import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchHydrantOverview } from '../api';
import { typeKey } from '../hooks';
import { hydrantKeys } from '../keys';

/** /firecock/present_firecock: counts by state and type. */
export const HydrantOverviewPage = () => {
  const { t } = useTranslation();
  const overview = useQuery({ queryKey: hydrantKeys.overview(), queryFn: fetchHydrantOverview });
  if (!overview.data) return <Spin />;
  const data = overview.data;
  const cards = [
    { key: 'total', title: t('hydrants.overview.total'), value: data.total },
    { key: 'online', title: t('hydrants.overview.online'), value: data.online },
    { key: 'offline', title: t('hydrants.overview.offline'), value: data.offline },
    {
      key: 'waterPressure',
      title: t('hydrants.overview.waterPressure'),
      value: data.water_pressure_alarm,
      isAlarm: true,
    },
    { key: 'impact', title: t('hydrants.overview.impact'), value: data.impact_alarm, isAlarm: true },
    { key: 'waterTheft', title: t('hydrants.overview.waterTheft'), value: data.water_theft_alarm, isAlarm: true },
    { key: 'today', title: t('hydrants.overview.alarmsToday'), value: data.alarms_today },
    { key: 'unprocessed', title: t('hydrants.overview.unprocessed'), value: data.unprocessed_alarms, isAlarm: true },
  ];
  return (
    <Card title={t('hydrants.overview.title')} data-testid="hydrant-overview">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small">
              <Statistic
                title={card.title}
                value={card.value}
                styles={{ content: card.isAlarm && card.value > 0 ? { color: '#cf1322' } : undefined }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('hydrants.overview.byType')} style={{ marginTop: 16 }}>
        <Row gutter={16}>
          {data.by_type.map((entry) => (
            <Col key={entry.type} xs={12} md={8}>
              <Statistic title={t(typeKey(entry.type))} value={entry.count} />
            </Col>
          ))}
        </Row>
      </Card>
    </Card>
  );
};

export default HydrantOverviewPage;
