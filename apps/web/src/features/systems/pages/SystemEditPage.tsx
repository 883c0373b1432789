import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../app/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { createSystem, fetchSystem, updateSystem } from '../api';
import { systemSections, toSystemBody } from '../system-form';

/** /company/firesystem/edit?company_id=[&type=edit&system_id=]: the fire system form; saving returns to the system on the strip. */
export const SystemEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const mode = formModeOf(search);
  const systemId = idParam(search.get('system_id')) ?? 0;
  const current = useQuery({
    queryKey: ['systems', 'info', systemId],
    queryFn: () => fetchSystem(systemId),
    enabled: mode === 'edit' && systemId > 0,
  });
  const companyId = current.data?.company_id ?? idParam(search.get('company_id')) ?? 0;
  const record = useMemo(() => (current.data ? { ...current.data } : { enum_system_status: 1 }), [current.data]);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      mode === 'edit'
        ? updateSystem({ ...toSystemBody(values), system_id: systemId })
        : createSystem({ ...toSystemBody(values), company_id: companyId }),
    onSuccess: async (saved) => {
      void message.success(t('systems.saved'));
      await queryClient.invalidateQueries({ queryKey: ['systems'] });
      void navigate(`/company/firesystem?company_id=${saved.company_id}&system_id=${saved.system_id}`, {
        replace: true,
      });
    },
  });

  return (
    <FormPage
      title={t(mode === 'edit' ? 'systems.edit' : 'systems.new')}
      sections={systemSections(t)}
      record={record}
      loading={current.isFetching}
      onCancel={() => void navigate(-1)}
      onSave={(values) => save.mutateAsync(values)}
    />
  );
};

export default SystemEditPage;
