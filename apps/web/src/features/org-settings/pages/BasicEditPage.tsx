import type { OwnOrg } from '@fireline/shared';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useEnumOptions } from '../../../components/enums';
import { FormPage } from '../../../components/FormPage';
import { addressSlots, useRecordForm } from '../../../components/use-record-form';
import { fetchOwnOrg, updateOwnOrg } from '../api';
import { ARCHIVE_ENUMS, archiveSections, toArchiveUpdate, toArchiveValues } from '../archive-form';
import { orgSettingKeys } from '../keys';

const ownValues = (own: OwnOrg) => toArchiveValues(own.company);

/**
 * /systemmanage/basic/edit: the caller's own organisation in its archive form (the unit form, or the district form for
 * a centre, maintenance company or authority). Fields the centre or the administrator set are shown disabled; a
 * caller who may not change it is sent back to the read-only page.
 */
export const BasicEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enumOptions = useEnumOptions(ARCHIVE_ENUMS);
  const back = () => navigate('/systemmanage/basic');
  const {
    formProps,
    form,
    data: own,
  } = useRecordForm<OwnOrg, OwnOrg>({
    load: { queryKey: orgSettingKeys.own(), queryFn: fetchOwnOrg },
    toValues: ownValues,
    save: (values): Promise<OwnOrg> =>
      updateOwnOrg({ company_id: own!.company.company_id, ...toArchiveUpdate(own!.company.company_kind, values) }),
    doneText: t('orgSettings.basic.saved'),
    onSaved: (saved, queryClient) => queryClient.setQueryData(orgSettingKeys.own(), saved),
    back,
  });

  if (!own) return <Spin />;
  if (own.can_edit !== 1) return <Navigate to="/systemmanage/basic" replace />;
  return (
    <FormPage
      {...formProps}
      title={t('orgSettings.basic.editTitle')}
      sections={archiveSections({
        t,
        kind: own.company.company_kind,
        enumOptions,
        locked: own.locked_fields,
      })}
      slots={addressSlots(form)}
    />
  );
};

export default BasicEditPage;
