import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportPage } from '../../../components/ImportPage';
import { companyKeys } from '../keys';

const NO_PARAMS = {};

/** /new_company_list/import: units from the template; a centre user's new units are bound to the centre. */
export const CompanyImportPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportPage
      title={t('companies.import.title')}
      templateKind="company"
      startPath="/import/import_company"
      params={NO_PARAMS}
      testId="company-import-page"
      onImported={() => void queryClient.invalidateQueries({ queryKey: companyKeys.all })}
    />
  );
};

export default CompanyImportPage;
