import type { DistrictBatchKind } from '@fireline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ImportPage } from '../../../components/ImportPage';
import type { MessageKey } from '../../../locales/en-US';
import { kindOfTab, listPath } from '../paths';
import { districtKeys } from '../keys';

/** No start parameter besides the file: imported organisations are bound to nobody. */
const NO_PARAMS = {};

/** /systemmanage/manage/import?tab=1|2|4: centres, maintenance companies or fire authorities from the kind's template. */
export const DistrictImportPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const kind = kindOfTab(params.get('tab'));
  if (!kind || kind === 'cared') return <Navigate to="/new_company_list/import" replace />;
  const batchKind: DistrictBatchKind = kind;
  return (
    <>
      <Button style={{ marginBottom: 12 }} onClick={() => navigate(listPath(kind))}>
        {t('district.action.back')}
      </Button>
      <ImportPage
        title={t(`district.import.title.${batchKind}` as MessageKey)}
        templateKind={`district_${batchKind}`}
        startPath={`/import/import_${batchKind}`}
        params={NO_PARAMS}
        testId="district-import"
        onImported={() => void queryClient.invalidateQueries({ queryKey: districtKeys.all })}
      />
    </>
  );
};

export default DistrictImportPage;
