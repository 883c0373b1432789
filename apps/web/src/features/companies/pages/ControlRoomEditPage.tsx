import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { useEnumOptions } from '../../../components/enums';
import { formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { addressSlots, useRecordForm } from '../../../components/use-record-form';
import { createControlRoom, fetchControlRoom, updateControlRoom } from '../api';
import { COMPANY_ENUMS, companySections, fromCompany, isOverseerOf, toCompanyBody } from '../company-form';
import { UnitSelect } from '../components/UnitSelect';
import { companyKeys } from '../keys';

/**
 * The unit form (spec 001 §3) for a fire control room: its own name, the unit it belongs to (parent_id) and no unit
 * category; the overseer's fields (the unit, the limits) are the centre's and the administrator's.
 */
const controlRoomSections = (base: FormSection[], labels: { name: string; unit: string }, lockParent: boolean) =>
  base.map((section) => {
    if (section.id !== 'basic') return section;
    const fields = section.fields.filter((field) => field.id !== 'category');
    const [name, ...rest] = fields;
    return {
      ...section,
      fields: [
        { ...name!, name: labels.name },
        {
          id: 'parent_id',
          name: labels.unit,
          type: 'select' as const,
          slot: 'unit',
          ...(lockParent ? { disabled: true, new_disabled: true } : {}),
        },
        ...rest,
      ],
    };
  });

/** /companyControlRoom/edit: a new fire control room, or with type=edit&company_id= a change of one. */
export const ControlRoomEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mode = formModeOf(searchParams);
  const companyId = mode === 'edit' ? idParam(searchParams.get('company_id')) : undefined;
  const enumOptions = useEnumOptions(COMPANY_ENUMS);
  const isOverseer = isOverseerOf(loadSession()?.user, companyId);
  const sections = controlRoomSections(
    companySections(t, enumOptions, { lockOverseerFields: !isOverseer }),
    { name: t('controlRooms.field.company_name'), unit: t('controlRooms.field.parent_id') },
    !isOverseer,
  );
  const back = () => navigate('/companyControlRoom/list');
  const { formProps, form, loading } = useRecordForm({
    load: {
      queryKey: companyKeys.controlRoom(companyId),
      queryFn: () => fetchControlRoom(companyId!),
      enabled: companyId !== undefined,
    },
    toValues: fromCompany,
    save: (values) =>
      companyId === undefined
        ? createControlRoom(toCompanyBody(values))
        : updateControlRoom({ company_id: companyId, ...toCompanyBody(values) }),
    doneText: t(companyId === undefined ? 'companies.form.added' : 'companies.form.saved'),
    invalidate: [companyKeys.controlRoomListAll(), companyKeys.controlRoomAll()],
    back,
  });

  return (
    <FormPage
      {...formProps}
      title={t(companyId === undefined ? 'controlRooms.newTitle' : 'controlRooms.editTitle')}
      sections={sections}
      loading={loading}
      slots={{
        unit: (_, disabled) => <UnitSelect disabled={disabled} data-testid="control-room-unit" />,
        ...addressSlots(form),
      }}
    />
  );
};

export default ControlRoomEditPage;
