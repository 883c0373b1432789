import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { useEnumOptions } from '../../../components/enums';
import { FormPage } from '../../../components/FormPage';
import { useRecordForm } from '../../../components/use-record-form';
import { createHydrant, fetchHydrant, fetchHydrantAddresses, updateHydrant } from '../api';
import { hydrantSections } from '../hydrant-form';
import { toHydrantBody, toHydrantForm, type HydrantFormValues } from '../hydrant-body';
import { hydrantKeys } from '../keys';

const hydrantEnums = ['enum_waterhead_apply', 'enum_waterline_form', 'enum_placing_form'];
const NEW_HYDRANT = { out_hydrant_pipe_diameter: 100, type: 3, lower_limit: 0.1 };

/** /firecock/add_firecock: new hydrant, or edit mode with ?type=edit&equipment_id= (spec 001 §2 "query value type"). */
export const HydrantEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isEdit = formModeOf(search) === 'edit';
  const id = idParam(search.get('equipment_id')) ?? 0;
  const addresses = useQuery({
    queryKey: hydrantKeys.allAddresses(),
    queryFn: () => fetchHydrantAddresses({ page_size: 100 }),
  });
  const optionsOf = useEnumOptions(hydrantEnums);
  const waterhead = optionsOf('enum_waterhead_apply');
  const waterline = optionsOf('enum_waterline_form');
  const placing = optionsOf('enum_placing_form');
  const back = () => void navigate(-1);
  const { formProps, data: current } = useRecordForm({
    load: { queryKey: hydrantKeys.info(id), queryFn: () => fetchHydrant(id), enabled: isEdit && id > 0 },
    toValues: toHydrantForm,
    fallback: NEW_HYDRANT,
    save: (values) => {
      const body = toHydrantBody(values as HydrantFormValues);
      return isEdit ? updateHydrant({ ...body, equipment_id: id }) : createHydrant(body);
    },
    doneText: t('hydrants.saved'),
    invalidate: [hydrantKeys.all],
    back,
    afterSave: (saved) => void navigate(`/firecock/details_firecock?equipment_id=${saved.equipment_id}`),
  });
  if (isEdit && !current) return <Spin />;
  const sections = hydrantSections(t, {
    addresses: (addresses.data?.list ?? []).map((item) => ({ value: item.address_id, label: item.address })),
    waterhead,
    waterline,
    placing,
  });

  return (
    <div data-testid="hydrant-edit">
      <FormPage
        {...formProps}
        title={t(isEdit ? 'hydrants.edit.editTitle' : 'hydrants.edit.newTitle')}
        sections={sections}
      />
    </div>
  );
};

export default HydrantEditPage;
