import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The sub-kind of a statistics tab (company type | class, building type | property | …): a switch that changes the
 * path's last segment and keeps the query (the window stays).
 */
export const KindSwitch = ({ base, kinds, value }: { base: string; kinds: readonly string[]; value: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const area = base.split('/').pop();
  if (kinds.length < 2) return null;
  return (
    <Segmented
      data-testid="kind-switch"
      value={value}
      options={kinds.map((kind) => ({
        value: kind,
        label: <span data-testid={`kind-${kind}`}>{t(`stats.${area}.${kind}`)}</span>,
      }))}
      onChange={(kind) => void navigate({ pathname: `${base}/${kind}`, search: location.search }, { replace: true })}
    />
  );
};
