import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Descriptions, Empty, Image, Result, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { StoredImage } from '../../../components/StoredImage';
import { RaiseRepair } from '../../repair';
import { fetchHazard, fetchHazardFullInfo, raiseHazardRepair } from '../api';
import { HazardFrame } from '../components/HazardFrame';
import { HazardActions } from '../components/HazardActions';
import { HazardPlan } from '../components/HazardPlan';
import { HazardLevelTag, hazardPlace, HazardStatusTag, useSourceLabel } from '../components/HazardTags';
import { HazardTimeline } from '../components/HazardTimeline';
import { hazardKeys } from '../keys';

const time = (seconds: number | null) => (seconds ? formatEpoch(seconds, 'YYYY-MM-DD HH:mm') : '—');

/**
 * A hazard: what and where (with its point on the floor plan and its photos), who reported and who must dispose of it,
 * the steps the caller may take now, and the workflow node by node. Served at /danger/hidden_danger_list/history_detail
 * and /danger/examine_hazard/details (?id=), and at /detailspage/hazard (?id= or ?event_id=, the alarm area's way in).
 */
export const HazardDetailPage = () => {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const givenId = idParam(search.get('id'));
  const eventId = idParam(search.get('event_id'));
  const byEvent = useQuery({
    queryKey: hazardKeys.byEvent(eventId),
    queryFn: () => fetchHazard({ event_id: eventId! }),
    enabled: !givenId && eventId !== undefined,
    retry: false,
  });
  const id = givenId ?? byEvent.data?.id;
  const full = useQuery({
    queryKey: hazardKeys.full(id),
    queryFn: () => fetchHazardFullInfo(id!),
    enabled: id !== undefined,
  });

  if (!givenId && eventId !== undefined && byEvent.isError)
    return <Result status="info" title={t('hazards.detail.eventPending')} data-testid="hazard-event-pending" />;
  if (id === undefined && !byEvent.isLoading)
    return <Result status="404" title={t('hazards.detail.notFound')} data-testid="hazard-missing" />;
  if (full.isError) return <Result status="404" title={t('hazards.detail.notFound')} data-testid="hazard-missing" />;
  if (!full.data) return <Spin data-testid="hazard-loading" />;
  const { hazard, nodes } = full.data;
  const point = hazard.plan_x !== null && hazard.plan_y !== null ? { x: hazard.plan_x, y: hazard.plan_y } : null;

  return (
    <HazardFrame testId="hazard-detail">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card
          title={
            <Space>
              {t('hazards.detail.title')}
              <HazardStatusTag row={hazard} />
            </Space>
          }
          extra={<HazardActions hazard={hazard} />}
        >
          <Descriptions column={3} size="small" data-testid="hazard-fields">
            <Descriptions.Item label={t('hazards.field.description')} span={3}>
              <Typography.Text strong data-testid="hazard-description">
                {hazard.description}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('hazards.field.company')}>{hazard.company_name}</Descriptions.Item>
            <Descriptions.Item label={t('hazards.col.place')}>{hazardPlace(hazard)}</Descriptions.Item>
            <Descriptions.Item label={t('hazards.field.level')}>
              <HazardLevelTag level={hazard.level} />
            </Descriptions.Item>
            <Descriptions.Item label={t('hazards.field.source')}>
              <Space size={8}>
                {sourceLabel(hazard.source)}
                {hazard.event_id && (
                  <Link
                    to={`/alarmdeal/detailsinfo/yinhuan?event_id=${hazard.event_id}&company_id=${hazard.company_id}`}
                    data-testid="hazard-alarm-link"
                  >
                    {t('hazards.viewAlarm')}
                  </Link>
                )}
              </Space>
            </Descriptions.Item>
            {hazard.patrol && (
              <Descriptions.Item label={t('hazards.field.patrol')}>
                {`${hazard.patrol.site_name} · ${hazard.patrol.item_name}`}
              </Descriptions.Item>
            )}
            {hazard.maint && (
              <Descriptions.Item label={t('hazards.field.maint')}>
                <Link to={`/vyborg/taskdetail?id=${hazard.maint.task_id}`} data-testid="hazard-maint-link">
                  {t('hazards.viewMaintTask')}
                </Link>
              </Descriptions.Item>
            )}
            {(hazard.repair || hazard.abilities.can_repair) && (
              // 转报修: the repair is the means; the hazard still goes through disposal, review and closing.
              <Descriptions.Item label={t('repair.raise.view')}>
                <RaiseRepair
                  unitId={hazard.company_id}
                  repair={hazard.repair}
                  designated={hazard.designated_company?.name}
                  allowed={hazard.abilities.can_repair}
                  label={t('repair.raise.fromHazard')}
                  raise={(companyMaintId) => raiseHazardRepair(hazard.id, companyMaintId)}
                  onRaised={() => void queryClient.invalidateQueries({ queryKey: hazardKeys.full(id) })}
                  testId="hazard-repair"
                />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('hazards.col.reporter')}>
              {hazard.reporter?.name ?? t('hazards.system')}
            </Descriptions.Item>
            <Descriptions.Item label={t('hazards.col.createTime')}>{time(hazard.create_time)}</Descriptions.Item>
            <Descriptions.Item label={t('hazards.field.deadline')}>{time(hazard.deadline)}</Descriptions.Item>
            <Descriptions.Item label={t('hazards.field.responsible')}>
              {hazard.resp_users.map((person) => person.name).join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('hazards.col.designee')}>
              <span data-testid="hazard-designee">
                {hazard.designated_company?.name ?? hazard.designated_user?.name ?? '—'}
              </span>
            </Descriptions.Item>
            {hazard.overdue_time && (
              <Descriptions.Item label={t('hazards.field.overdueTime')}>{time(hazard.overdue_time)}</Descriptions.Item>
            )}
            {hazard.reject_reason && (
              <Descriptions.Item label={t('hazards.field.rejectReason')}>{hazard.reject_reason}</Descriptions.Item>
            )}
            {hazard.close_time && (
              <Descriptions.Item label={t('hazards.field.closeTime')}>{time(hazard.close_time)}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Row gutter={16}>
          <Col xs={24} xl={14}>
            <Card title={t('hazards.detail.plan')} size="small" style={{ marginBottom: 16 }}>
              {hazard.floor_plan ? (
                <Space orientation="vertical">
                  <HazardPlan imageUrl={hazard.floor_plan.static_url} point={point} />
                  {!point && <Typography.Text type="secondary">{t('hazards.detail.noPoint')}</Typography.Text>}
                </Space>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(hazard.floor_id ? 'hazards.detail.noPlan' : 'hazards.detail.noFloor')}
                />
              )}
            </Card>
            <Card title={t('hazards.detail.photos')} size="small">
              {hazard.photos.length ? (
                <Image.PreviewGroup>
                  <Space wrap>
                    {hazard.photos.map((photo) => (
                      <StoredImage
                        key={photo.file_id}
                        src={photo.static_url}
                        width={96}
                        height={96}
                        style={{ objectFit: 'cover' }}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                <Typography.Text type="secondary">{t('hazards.detail.noPhotos')}</Typography.Text>
              )}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card title={t('hazards.detail.timeline')} size="small">
              <HazardTimeline nodes={nodes} />
            </Card>
          </Col>
        </Row>
      </Space>
    </HazardFrame>
  );
};

export default HazardDetailPage;
