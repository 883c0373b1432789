import type { ForwardDeliveryStatus } from '@fireline/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<ForwardDeliveryStatus, string> = {
  pending: 'blue',
  sending: 'processing',
  sent: 'green',
  failed: 'orange',
  dead: 'red',
};

/** A delivery's state as a coloured tag. */
export const DeliveryStatusTag = ({ status }: { status: ForwardDeliveryStatus }) => {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`eventForward.status.${status}`)}</Tag>;
};
