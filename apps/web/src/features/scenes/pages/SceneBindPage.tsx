import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, message, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchCompanyDevices, fetchEquipmentList } from '../../equipment';
import { fetchScene, fetchSceneDevices, fetchSceneEquipment, setSceneDevices, setSceneEquipment } from '../api';
import { selectionError, uniqueIds } from '../selection';
import { sceneKeys } from '../keys';

/** /company/scene_list/bindDevice and /bindEquipment: choose the scene's devices or equipment (at least one). */
export const SceneBindPage = ({ kind }: { kind: 'device' | 'equipment' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = idParam(search.get('scene_id')) ?? 0;
  const scene = useQuery({ queryKey: sceneKeys.info(id), queryFn: () => fetchScene(id), enabled: id > 0 });
  const companyId = scene.data?.company_id ?? 0;
  const bound = useQuery({
    queryKey: sceneKeys.bound(kind, id),
    queryFn: async () =>
      kind === 'device'
        ? (await fetchSceneDevices(id)).map((item) => item.device_id)
        : (await fetchSceneEquipment(id)).map((item) => item.equipment_id),
    enabled: id > 0,
  });
  const options = useQuery({
    queryKey: sceneKeys.options(kind, companyId),
    queryFn: async () =>
      kind === 'device'
        ? (await fetchCompanyDevices(companyId)).list.map((item) => ({
            value: item.device_id,
            label: `${item.name} (${item.device_code})`,
          }))
        : (await fetchEquipmentList({ company_id: companyId, page_size: 100 })).list.map((item) => ({
            value: item.equipment_id,
            label: `${item.equipment_name} (${item.equipment_number})`,
          })),
    enabled: companyId > 0,
  });
  // Until the user changes it, the selection is what is bound now.
  const [edited, setEdited] = useState<number[] | null>(null);
  const selected = edited ?? bound.data ?? [];
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (ids: number[]) => {
      if (kind === 'device') await setSceneDevices({ scene_id: id, device_ids: ids });
      else await setSceneEquipment({ scene_id: id, equipment_ids: ids });
    },
    onSuccess: () => {
      void message.success(t('scenes.saved'));
      void queryClient.invalidateQueries({ queryKey: sceneKeys.all });
      navigate(`/company/scene_list/info?company_id=${companyId}&scene_id=${id}`);
    },
  });
  if (!scene.data) return <Spin />;
  const submit = () => {
    const ids = uniqueIds(selected);
    const problem = selectionError(ids, kind);
    setError(problem ? t(problem) : null);
    if (!problem) save.mutate(ids);
  };
  return (
    <Card
      title={`${t(kind === 'device' ? 'scenes.bindDevice.title' : 'scenes.bindEquipment.title')} · ${scene.data.scene_name}`}
      data-testid={`scene-bind-${kind}`}
    >
      <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={selected}
          onChange={setEdited}
          options={options.data ?? []}
          optionFilterProp="label"
          loading={options.isLoading}
        />
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <Space>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {t('scenes.action.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('scenes.action.back')}</Button>
        </Space>
      </Space>
    </Card>
  );
};

export const SceneBindDevicePage = () => <SceneBindPage kind="device" />;
export const SceneBindEquipmentPage = () => <SceneBindPage kind="equipment" />;
