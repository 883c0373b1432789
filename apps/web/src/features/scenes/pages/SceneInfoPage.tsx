import type { BoundDevice, SceneBoundEquipment } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchScene, fetchSceneDevices, fetchSceneEquipment, fetchSceneTypes } from '../api';
import { componentKeys } from '../../../components/keys';
import { sceneKeys } from '../keys';

/** /company/scene_list/info?scene_id=: the scene with its devices and equipment. */
export const SceneInfoPage = () => {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get('scene_id')) ?? 0;
  const scene = useQuery({ queryKey: sceneKeys.info(id), queryFn: () => fetchScene(id), enabled: id > 0 });
  const devices = useQuery({
    queryKey: sceneKeys.devices(id),
    queryFn: () => fetchSceneDevices(id),
    enabled: id > 0,
  });
  const boundEquipment = useQuery({
    queryKey: sceneKeys.equipment(id),
    queryFn: () => fetchSceneEquipment(id),
    enabled: id > 0,
  });
  const types = useQuery({
    queryKey: componentKeys.enum('enum_scene_model_type'),
    queryFn: fetchSceneTypes,
    staleTime: 10 * 60_000,
  });
  if (!scene.data) return <Spin />;
  const data = scene.data;
  const type = types.data?.find((item) => item.id === data.enum_scene_type);
  return (
    <>
      <Card title={`${t('scenes.info.title')} · ${data.scene_name}`} data-testid="scene-info">
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('scenes.field.type')}>
            {type ? (i18n.language === 'en' ? type.eng_name : type.name) : data.enum_scene_type}
          </Descriptions.Item>
          <Descriptions.Item label={t('scenes.field.building')}>{data.building_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('scenes.field.remark')} span={2}>
            {data.remark}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('scenes.field.devices')} style={{ marginTop: 16 }}>
        <Table<BoundDevice>
          rowKey="device_id"
          pagination={false}
          loading={devices.isLoading}
          dataSource={devices.data ?? []}
          columns={[{ dataIndex: 'name' }, { dataIndex: 'device_code' }, { dataIndex: 'state' }]}
        />
      </Card>
      <Card title={t('scenes.field.equipment')} style={{ marginTop: 16 }}>
        <Table<SceneBoundEquipment>
          rowKey="equipment_id"
          pagination={false}
          loading={boundEquipment.isLoading}
          dataSource={boundEquipment.data ?? []}
          columns={[{ dataIndex: 'equipment_number' }, { dataIndex: 'equipment_name' }]}
        />
      </Card>
    </>
  );
};

export default SceneInfoPage;
