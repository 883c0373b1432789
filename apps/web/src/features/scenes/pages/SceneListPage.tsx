import type { SceneItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Popconfirm, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useButton } from '../../equipment/hooks';
import { deleteScene, fetchScenes, fetchSceneTypes } from '../api';

/** /company/scene_list?company_id=: a unit's scenes with their device and facility counts. */
export const SceneListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const companyId = Number(search.get('company_id'));
  const pageNo = Math.max(0, Number(search.get('page_no') ?? '0') || 0);
  const filters = { scene_name: search.get('scene_name') ?? undefined, enum_scene_type: search.get('enum_scene_type') ?? undefined };
  const list = useQuery({ queryKey: ['scenes', 'list', companyId, pageNo, filters], queryFn: () => fetchScenes({ company_id: companyId || undefined, ...filters, page_no: pageNo, page_size: 20 }) });
  const types = useQuery({ queryKey: ['enum', 'enum_scene_model_type'], queryFn: fetchSceneTypes, staleTime: 10 * 60_000 });
  const typeOptions = (types.data ?? []).map((item) => ({ value: item.id, label: i18n.language === 'en' ? item.eng_name : item.name }));
  const remove = useMutation({
    mutationFn: deleteScene,
    onSuccess: () => {
      void message.success(t('scenes.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['scenes'] });
    },
  });
  const canAdd = useButton('networkcompany-scene-info-new');
  const canEdit = useButton('networkcompany-scene-info-edit');
  const canDelete = useButton('networkcompany-scene-info-del');
  const query = (item: SceneItem) => `company_id=${item.company_id}&scene_id=${item.scene_id}`;

  return (
    <Card
      title={t('scenes.list.title')}
      extra={canAdd && companyId ? <Button type="primary" onClick={() => navigate(`/company/scene_list/edit?company_id=${companyId}`)}>{t('scenes.list.add')}</Button> : null}
      data-testid="scene-list"
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ scene_name: filters.scene_name, enum_scene_type: filters.enum_scene_type ? Number(filters.enum_scene_type) : undefined }}
        onFinish={(values: { scene_name?: string; enum_scene_type?: number }) => {
          const next = new URLSearchParams();
          if (companyId) next.set('company_id', String(companyId));
          if (values.scene_name?.trim()) next.set('scene_name', values.scene_name.trim());
          if (values.enum_scene_type) next.set('enum_scene_type', String(values.enum_scene_type));
          setSearch(next);
        }}
      >
        <Form.Item name="scene_name" label={t('scenes.field.name')}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="enum_scene_type" label={t('scenes.field.type')}>
          <Select allowClear style={{ width: 160 }} options={typeOptions} />
        </Form.Item>
        <Button htmlType="submit">{t('scenes.action.search')}</Button>
      </Form>
      <Table<SceneItem>
        rowKey="scene_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: pageNo + 1,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => {
            const next = new URLSearchParams(search);
            next.set('page_no', String(page - 1));
            setSearch(next);
          },
        }}
        columns={[
          { title: t('scenes.field.name'), dataIndex: 'scene_name' },
          { title: t('scenes.field.type'), render: (_, item) => typeOptions.find((option) => option.value === item.enum_scene_type)?.label ?? item.enum_scene_type },
          { title: t('scenes.field.building'), render: (_, item) => item.building_name ?? '—' },
          { title: t('scenes.field.devices'), dataIndex: 'device_count' },
          { title: t('scenes.field.equipment'), dataIndex: 'equipment_count' },
          {
            title: '',
            render: (_, item) => (
              <Space>
                <Link to={`/company/scene_list/info?${query(item)}`}>{t('scenes.action.details')}</Link>
                {canEdit ? <Link to={`/company/scene_list/edit?${query(item)}&type=edit`}>{t('scenes.action.edit')}</Link> : null}
                {canEdit ? <Link to={`/company/scene_list/bindDevice?${query(item)}`}>{t('scenes.action.bindDevice')}</Link> : null}
                {canEdit ? <Link to={`/company/scene_list/bindEquipment?${query(item)}`}>{t('scenes.action.bindEquipment')}</Link> : null}
                {canDelete ? (
                  <Popconfirm title={t('scenes.confirmDelete')} onConfirm={() => remove.mutate(item.scene_id)}>
                    <Button type="link" danger size="small">
                      {t('scenes.action.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};

export default SceneListPage;
