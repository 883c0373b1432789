import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { useRecordForm } from '../../../components/use-record-form';
import { createSystem, fetchSystem, updateSystem } from '../api';
import { systemSections, toSystemBody } from '../system-form';
import { systemKeys } from '../keys';

const NEW_SYSTEM = { enum_system_status: 1 };

/** /company/firesystem/edit?company_id=[&type=edit&system_id=]: the fire system form; saving returns to the system on the strip. */
export const SystemEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const mode = formModeOf(search);
  const systemId = idParam(search.get('system_id')) ?? 0;
  const back = () => void navigate(-1);
  const {
    formProps,
    loading,
    data: current,
  } = useRecordForm({
    load: {
      queryKey: systemKeys.info(systemId),
      queryFn: () => fetchSystem(systemId),
      enabled: mode === 'edit' && systemId > 0,
    },
    fallback: NEW_SYSTEM,
    save: (values) =>
      mode === 'edit'
        ? updateSystem({ ...toSystemBody(values), system_id: systemId })
        : createSystem({ ...toSystemBody(values), company_id: companyId }),
    doneText: t('systems.saved'),
    // The strip shows the saved system: its list is fresh before leaving.
    onSaved: (_, queryClient) => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
    back,
    afterSave: (saved) =>
      void navigate(`/company/firesystem?company_id=${saved.company_id}&system_id=${saved.system_id}`, {
        replace: true,
      }),
  });
  const companyId: number = current?.company_id ?? idParam(search.get('company_id')) ?? 0;

  return (
    <FormPage
      {...formProps}
      title={t(mode === 'edit' ? 'systems.edit' : 'systems.new')}
      sections={systemSections(t)}
      loading={loading}
    />
  );
};

export default SystemEditPage;
