import type { HazardNode } from '@fireline/shared';
import { Image, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
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
  const { detail } = node;
  const facts: [MessageKey, string | undefined][] = [
    ['hazards.form.toCompany', detail.company?.name],
    ['hazards.field.contract', detail.contract?.name],
    ['hazards.form.user', detail.user?.name],
    ['hazards.form.deadline', detail.deadline ? formatEpoch(detail.deadline, 'YYYY-MM-DD HH:mm') : undefined],
    ['hazards.form.level', detail.level ? t(`hazards.level.${detail.level}` as MessageKey) : undefined],
    // A report by hand says so by its reporter; a raised one names where it came from.
    [
      'hazards.field.source',
      detail.source && detail.source !== 'manual' ? t(`hazards.source.${detail.source}` as MessageKey) : undefined,
    ],
    ['hazards.form.result', node.result ? t(`hazards.review.${node.result}`) : undefined],
  ];
  const shown = facts
    .filter((fact): fact is [MessageKey, string] => Boolean(fact[1]))
    .map(([name, value]) => t('hazards.fact', { name: t(name), value }));
  return shown.length ? <Typography.Text type="secondary">{shown.join(t('hazards.factJoin'))}</Typography.Text> : null;
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
        content: (
          <Space orientation="vertical" size={2} data-testid={`hazard-node-${node.step}`}>
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
