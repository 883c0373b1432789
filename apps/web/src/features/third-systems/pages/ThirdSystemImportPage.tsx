import { thirdSystemKindLabels, type ThirdSystemKind } from '@fireline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { ImportPage } from '../../../components/ImportPage';
import { ThirdSystemFrame } from '../components/ThirdSystemFrame';
import { thirdSystemKeys } from '../keys';

/**
 * /thirdsystem/import and /thirdsystem/<kind>/import: systems from the `third_system` template on the shared import
 * screen (the sheet names each row's kind); they come without keys, made afterwards on each system's page.
 */
export const ThirdSystemImportPage = ({ kind }: { kind?: ThirdSystemKind }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const label = thirdSystemKindLabels[kind ?? 'regulatory_center'][currentLang() === 'en' ? 'en' : 'zh'];
  return (
    <ThirdSystemFrame>
      <Alert
        type="info"
        showIcon
        title={t('thirdSystems.import.hint', { example: `${label} / ${kind ?? 'regulatory_center'}` })}
        style={{ marginBottom: 16 }}
      />
      <ImportPage
        title={t('thirdSystems.route.import')}
        templateKind="third_system"
        startPath="/import/import_third_system"
        params={{}}
        onImported={() => void queryClient.invalidateQueries({ queryKey: thirdSystemKeys.all })}
        testId="third-system-import-page"
      />
    </ThirdSystemFrame>
  );
};

export default ThirdSystemImportPage;
