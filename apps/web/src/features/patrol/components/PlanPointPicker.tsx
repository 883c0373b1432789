import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../lib/downloads';
import { fetchFloorPlan } from '../api';
import { patrolKeys } from '../keys';

/** A point on a floor's plan, in percent of its width and height: a click places it. */
export const PlanPointPicker = ({
  floorId,
  value,
  onChange,
}: {
  floorId?: number;
  value?: { x: number; y: number } | null;
  onChange?: (point: { x: number; y: number }) => void;
}) => {
  const { t } = useTranslation();
  const plan = useQuery({
    queryKey: patrolKeys.planImage(floorId),
    queryFn: () => fetchFloorPlan(floorId!),
    enabled: Boolean(floorId),
  });
  const url = useFileUrl(plan.data?.static_url);
  if (!floorId || !plan.data)
    return <Empty description={t('patrol.site.noPlan')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div
      style={{ position: 'relative', maxWidth: 520, cursor: 'crosshair', border: '1px solid #eee' }}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onChange?.({
          x: Math.round(((event.clientX - box.left) / box.width) * 1000) / 10,
          y: Math.round(((event.clientY - box.top) / box.height) * 1000) / 10,
        });
      }}
      data-testid="plan-point-picker"
    >
      {url && <img src={url} alt="" style={{ width: '100%', display: 'block' }} />}
      {value && (
        <span
          style={{
            position: 'absolute',
            left: `${value.x}%`,
            top: `${value.y}%`,
            width: 14,
            height: 14,
            marginLeft: -7,
            marginTop: -7,
            borderRadius: 7,
            background: '#f5222d',
            border: '2px solid #fff',
          }}
        />
      )}
    </div>
  );
};
