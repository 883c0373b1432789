import type { HazardNode } from '@fireline/shared';
import { Image, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../app/site-time';
import { StoredImage } from '../../../components/StoredImage';
import type { MessageKey } from '../../../locales/en-US';

const colours: Partial<Record<HazardNode['step'], string>> = {
  report: 'blue',
  confirm: 'blue',
  reject: 'gray',
  designate: 'blue',
  dispose: 'green',
  close: 'green',
};

/** What a node set, said in words: the designee, the deadline and level of a confirmation, a review's result. */
const NodeFacts = ({ node }: { node: HazardNode }) => {
  const { t } = useTranslation();
  const facts: string[] = [];
  const { detail } = node;
  if (detail.company) facts.push(`${t('hazards.form.toCompany')}：${detail.company.name}`);
  if (detail.contract) facts.push(`${t('hazards.field.contract')}：${detail.contract.name}`);
  if (detail.user) facts.push(`${t('hazards.form.user')}：${detail.user.name}`);
  if (detail.deadline) facts.push(`${t('hazards.form.deadline')}：${formatEpoch(detail.deadline, 'YYYY-MM-DD HH:mm')}`);
  if (detail.level) facts.push(`${t('hazards.form.level')}：${t(`hazards.level.${detail.level}` as MessageKey)}`);
  if (detail.source) facts.push(`${t('hazards.field.source')}：${t(`hazards.source.${detail.source}` as MessageKey)}`);
  if (node.result) facts.push(`${t('hazards.form.result')}：${t(`hazards.review.${node.result}`)}`);
  return facts.length ? <Typography.Text type="secondary">{facts.join('；')}</Typography.Text> : null;
};

/** The hazard's workflow, node by node: the step, who took it and when, what they said and showed. */
export const HazardTimeline = ({ nodes }: { nodes: HazardNode[] }) => {
  const { t } = useTranslation();
  return (
    <Timeline
      data-testid="hazard-timeline"
      items={nodes.map((node) => ({
        key: node.id,
        color: node.step === 'review' ? (node.result === 'pass' ? 'green' : 'red') : (colours[node.step] ?? 'blue'),
        children: (
          <Space direction="vertical" size={2} data-testid={`hazard-node-${node.step}`}>
            <Space size={8} wrap>
              <Typography.Text strong>{t(`hazards.step.${node.step}` as MessageKey)}</Typography.Text>
              <Typography.Text>{node.user?.name ?? t('hazards.system')}</Typography.Text>
              <Typography.Text type="secondary">{formatEpoch(node.create_time, 'YYYY-MM-DD HH:mm:ss')}</Typography.Text>
            </Space>
            <NodeFacts node={node} />
            {node.comment && <Typography.Paragraph style={{ margin: 0 }}>{node.comment}</Typography.Paragraph>}
            {node.photos.length > 0 && (
              <Image.PreviewGroup>
                <Space size={4} wrap>
                  {node.photos.map((photo) => (
                    <StoredImage
                      key={photo.file_id}
                      src={photo.static_url}
                      width={64}
                      height={64}
                      style={{ objectFit: 'cover' }}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </Space>
        ),
      }))}
    />
  );
};
