import type { SceneItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formModeOf, type FormSection } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { useRecordForm } from '../../../components/use-record-form';
import { useBuildingOptions } from '../../../components/building-options';
import { createScene, fetchScene, fetchSceneTypes, updateScene } from '../api';
import { componentKeys } from '../../../components/keys';
import { sceneKeys } from '../keys';

/** /company/scene_list/edit?company_id=[&type=edit&scene_id=]. */
export const SceneEditPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isEdit = formModeOf(search) === 'edit';
  const id = idParam(search.get('scene_id')) ?? 0;
  const back = () => void navigate(-1);
  const { formProps, data: current } = useRecordForm({
    load: { queryKey: sceneKeys.info(id), queryFn: () => fetchScene(id), enabled: isEdit && id > 0 },
    save: (values): Promise<SceneItem> => {
      // The plan drawing is kept as it is: this form does not edit it.
      const body = {
        scene_name: values.scene_name,
        enum_scene_type: values.enum_scene_type,
        building_id: values.building_id ?? null,
        remark: values.remark ?? '',
        scene_graph: current?.scene_graph ?? [],
      };
      return isEdit ? updateScene({ ...body, scene_id: id }) : createScene({ ...body, company_id: companyId });
    },
    doneText: t('scenes.saved'),
    invalidate: [sceneKeys.all],
    back,
    afterSave: (saved) =>
      void navigate(`/company/scene_list/info?company_id=${saved.company_id}&scene_id=${saved.scene_id}`),
  });
  const companyId = current?.company_id ?? idParam(search.get('company_id')) ?? 0;
  const types = useQuery({
    queryKey: componentKeys.enum('enum_scene_model_type'),
    queryFn: fetchSceneTypes,
    staleTime: 10 * 60_000,
  });
  const buildingOptions = useBuildingOptions(companyId);
  if (isEdit && !current) return <Spin />;
  const sections: FormSection[] = [
    {
      id: 'scene',
      title: t('scenes.list.title'),
      fields: [
        {
          id: 'scene_name',
          name: t('scenes.field.name'),
          type: 'input',
          check_type: 'required|maxLength:50',
          expand: { max_length: 50 },
        },
        {
          id: 'enum_scene_type',
          name: t('scenes.field.type'),
          type: 'select',
          check_type: 'required',
          options: (types.data ?? []).map((item) => ({
            value: item.id,
            label: i18n.language === 'en' ? item.eng_name : item.name,
          })),
        },
        { id: 'building_id', name: t('scenes.field.building'), type: 'select', options: buildingOptions },
        { id: 'remark', name: t('scenes.field.remark'), type: 'textarea', expand: { remark: true } },
      ],
    },
  ];
  return (
    <div data-testid="scene-edit">
      <FormPage
        {...formProps}
        title={t(isEdit ? 'scenes.edit.editTitle' : 'scenes.edit.newTitle')}
        sections={sections}
      />
    </div>
  );
};

export default SceneEditPage;
