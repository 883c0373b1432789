import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBuildingOptions } from '../../equipment/hooks';
import { createScene, fetchScene, fetchSceneTypes, updateScene } from '../api';

type Values = { scene_name: string; enum_scene_type: number; building_id?: number | null; remark?: string };

/** /company/scene_list/edit?company_id=[&type=edit&scene_id=]. */
export const SceneEditPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const isEdit = search.get('type') === 'edit';
  const id = Number(search.get('scene_id'));
  const current = useQuery({ queryKey: ['scenes', 'info', id], queryFn: () => fetchScene(id), enabled: isEdit && id > 0 });
  const companyId = current.data?.company_id ?? Number(search.get('company_id'));
  const types = useQuery({ queryKey: ['enum', 'enum_scene_model_type'], queryFn: fetchSceneTypes, staleTime: 10 * 60_000 });
  const buildingOptions = useBuildingOptions(companyId);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { scene_name: values.scene_name.trim(), enum_scene_type: values.enum_scene_type, building_id: values.building_id ?? null, remark: (values.remark ?? '').trim(), scene_graph: current.data?.scene_graph ?? [] };
      return isEdit ? updateScene({ ...body, scene_id: id }) : createScene({ ...body, company_id: companyId });
    },
    onSuccess: (saved) => {
      void message.success(t('scenes.saved'));
      void queryClient.invalidateQueries({ queryKey: ['scenes'] });
      navigate(`/company/scene_list/info?company_id=${saved.company_id}&scene_id=${saved.scene_id}`);
    },
  });
  if (isEdit && !current.data) return <Spin />;
  const required = [{ required: true, message: t('scenes.required') }];
  const initial = current.data
    ? { scene_name: current.data.scene_name, enum_scene_type: current.data.enum_scene_type, building_id: current.data.building_id, remark: current.data.remark }
    : {};
  return (
    <Card title={t(isEdit ? 'scenes.edit.editTitle' : 'scenes.edit.newTitle')} data-testid="scene-edit">
      <Form layout="vertical" style={{ maxWidth: 640 }} initialValues={initial} onFinish={(values: Values) => save.mutate(values)}>
        <Form.Item name="scene_name" label={t('scenes.field.name')} rules={required}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enum_scene_type" label={t('scenes.field.type')} rules={required}>
          <Select options={(types.data ?? []).map((item) => ({ value: item.id, label: i18n.language === 'en' ? item.eng_name : item.name }))} />
        </Form.Item>
        <Form.Item name="building_id" label={t('scenes.field.building')}>
          <Select allowClear options={buildingOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('scenes.field.remark')}>
          <Input.TextArea maxLength={200} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('scenes.action.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('scenes.action.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
};

export default SceneEditPage;
