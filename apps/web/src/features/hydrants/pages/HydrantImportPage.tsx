import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportPage } from '../../../components/ImportPage';
import { hydrantKeys } from '../keys';

/** No start parameter besides the file: without company_id the caller's organisation owns the hydrants (hydrant.importer.ts). */
const NO_PARAMS = {};

/** /firecock/import_firecock: municipal hydrants from the `firecock` template, on the shared import screen. */
export const HydrantImportPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportPage
      title={t('hydrants.import.title')}
      templateKind="firecock"
      startPath="/import/import_firecock"
      params={NO_PARAMS}
      testId="hydrant-import"
      onImported={() => void queryClient.invalidateQueries({ queryKey: hydrantKeys.all })}
    />
  );
};

export default HydrantImportPage;
