import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../app/url';
import { formModeOf } from '../../../components/form-fields';
import { useEnumOptions } from '../../../components/enums';
import { FormPage } from '../../../components/FormPage';
import { createHydrant, fetchHydrant, fetchHydrantAddresses, updateHydrant } from '../api';
import { hydrantSections } from '../hydrant-form';
import { toHydrantBody, toHydrantForm, type HydrantFormValues } from '../hydrant-body';

const hydrantEnums = ['enum_waterhead_apply', 'enum_waterline_form', 'enum_placing_form'];

/** /firecock/add_firecock: new hydrant, or edit mode with ?type=edit&equipment_id= (spec 001 §2 "query value type"). */
export const HydrantEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const isEdit = formModeOf(search) === 'edit';
  const id = idParam(search.get('equipment_id')) ?? 0;
  const current = useQuery({
    queryKey: ['hydrants', 'info', id],
    queryFn: () => fetchHydrant(id),
    enabled: isEdit && id > 0,
  });
  const addresses = useQuery({
    queryKey: ['hydrants', 'addresses', 'all'],
    queryFn: () => fetchHydrantAddresses({ page_size: 100 }),
  });
  const optionsOf = useEnumOptions(hydrantEnums);
  const waterhead = optionsOf('enum_waterhead_apply');
  const waterline = optionsOf('enum_waterline_form');
  const placing = optionsOf('enum_placing_form');
  const record = useMemo(
    () => (current.data ? toHydrantForm(current.data) : { out_hydrant_pipe_diameter: 100, type: 3, lower_limit: 0.1 }),
    [current.data],
  );
  const save = useMutation({
    mutationFn: (values: HydrantFormValues) =>
      isEdit ? updateHydrant({ ...toHydrantBody(values), equipment_id: id }) : createHydrant(toHydrantBody(values)),
    onSuccess: (saved) => {
      void message.success(t('hydrants.saved'));
      void queryClient.invalidateQueries({ queryKey: ['hydrants'] });
      void navigate(`/firecock/details_firecock?equipment_id=${saved.equipment_id}`);
    },
  });
  if (isEdit && !current.data) return <Spin />;
  const sections = hydrantSections(t, {
    addresses: (addresses.data?.list ?? []).map((item) => ({ value: item.address_id, label: item.address })),
    waterhead,
    waterline,
    placing,
  });

  return (
    <div data-testid="hydrant-edit">
      <FormPage
        title={t(isEdit ? 'hydrants.edit.editTitle' : 'hydrants.edit.newTitle')}
        sections={sections}
        record={record}
        onCancel={() => void navigate(-1)}
        onSave={(values) => save.mutateAsync(values as HydrantFormValues)}
      />
    </div>
  );
};

export default HydrantEditPage;
