import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dotColour, dotStates } from '../dot-states';

/** What each dot colour means, beside the plan. */
export const FloorDotLegend = () => {
  const { t } = useTranslation();
  return (
    <Space wrap size="middle" data-testid="dot-legend" style={{ display: 'flex', margin: '0 0 8px' }}>
      {dotStates.map((state) => (
        <Space key={state} size={4} data-testid={`dot-legend-${state}`}>
          <span
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: dotColour(state),
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px #d9d9d9',
            }}
          />
          <Typography.Text>{t(`buildings.dot.state.${state}`)}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
};
