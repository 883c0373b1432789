import type { SceneItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { QueryDataTable } from '../../../components/DataTable';
import { RowActions, useRemoval } from '../../../components/RowActions';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteScene, fetchScenes, fetchSceneTypes } from '../api';
import { useButton } from '../../../lib/permissions';
import { componentKeys } from '../../../components/keys';
import { sceneKeys } from '../keys';

/** /company/scene_list?company_id=: a unit's scenes with their device and equipment counts, filtered by name and type. */
export const SceneListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const companyId = idParam(search.get('company_id')) ?? 0;
  const types = useQuery({
    queryKey: componentKeys.enum('enum_scene_model_type'),
    queryFn: fetchSceneTypes,
    staleTime: 10 * 60_000,
  });
  const typeOptions = (types.data ?? []).map((item) => ({
    value: item.id,
    label: i18n.language === 'en' ? item.eng_name : item.name,
  }));
  const remove = useRemoval(deleteScene, { doneText: t('scenes.deleted'), queryKey: sceneKeys.all });
  const canAdd = useButton('networkcompany-scene-info-new');
  const canEdit = useButton('networkcompany-scene-info-edit');
  const canDelete = useButton('networkcompany-scene-info-del');

  const heads: TableHead<SceneItem>[] = [
    { id: 'scene_name', name: t('scenes.field.name'), width: 180, filter_options: { type: 'search', max_length: 50 } },
    {
      id: 'enum_scene_type',
      name: t('scenes.field.type'),
      width: 140,
      filter_options: { type: 'select', options: typeOptions },
      custom: (item) =>
        typeOptions.find((option) => option.value === item.enum_scene_type)?.label ?? item.enum_scene_type,
    },
    { id: 'building_name', name: t('scenes.field.building'), width: 160, custom: (item) => item.building_name ?? '—' },
    { id: 'device_count', name: t('scenes.field.devices'), width: 100 },
    { id: 'equipment_count', name: t('scenes.field.equipment'), width: 100 },
  ];
  const state = useTableState(heads, { context: ['company_id'] });
  const list = useQuery({ queryKey: sceneKeys.list(state.query), queryFn: () => fetchScenes(state.query) });

  return (
    <Card
      title={t('scenes.list.title')}
      extra={
        canAdd && companyId ? (
          <Button type="primary" onClick={() => navigate(`/company/scene_list/edit?company_id=${companyId}`)}>
            {t('scenes.list.add')}
          </Button>
        ) : null
      }
      data-testid="scene-list"
    >
      <QueryDataTable<SceneItem>
        heads={heads}
        result={list}
        state={state}
        rowKey={(item) => item.scene_id}
        actions={{
          title: '',
          width: 320,
          render: (item) => {
            const ids = `company_id=${item.company_id}&scene_id=${item.scene_id}`;
            return (
              <RowActions
                links={[
                  { to: `/company/scene_list/info?${ids}`, label: t('scenes.action.details') },
                  { to: `/company/scene_list/edit?${ids}&type=edit`, label: t('scenes.action.edit'), isShown: canEdit },
                  {
                    to: `/company/scene_list/bindDevice?${ids}`,
                    label: t('scenes.action.bindDevice'),
                    isShown: canEdit,
                  },
                  {
                    to: `/company/scene_list/bindEquipment?${ids}`,
                    label: t('scenes.action.bindEquipment'),
                    isShown: canEdit,
                  },
                ]}
                remove={
                  canDelete
                    ? {
                        title: t('scenes.confirmDelete'),
                        label: t('scenes.action.delete'),
                        onConfirm: () => remove.mutate(item.scene_id),
                      }
                    : undefined
                }
              />
            );
          },
        }}
      />
    </Card>
  );
};

export default SceneListPage;
