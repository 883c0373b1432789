import type { PatrolItem } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { createItem, fetchItem, updateItem } from '../api';
import { emptyItem, ItemFields, itemProblem, toItemInput, type ItemDraft } from '../components/ItemsEditor';
import { SiteSelect } from '../components/pickers';
import { patrolKeys } from '../keys';

const draftOf = (item: PatrolItem): ItemDraft => ({
  name: item.name,
  enum_pt_item_type: item.enum_pt_item_type.id,
  quantity: item.quantity,
  kind: item.check_require_json.kind,
  min: item.check_require_json.min,
  max: item.check_require_json.max,
  unit: item.check_require_json.unit,
  photo_required: item.check_require_json.photo_required,
});

const ItemForm = ({ editId, item, siteParam }: { editId?: number; item?: PatrolItem; siteParam?: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<number | undefined>(item?.site_id ?? siteParam);
  const [draft, setDraft] = useState<ItemDraft>(item ? draftOf(item) : emptyItem());
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      editId
        ? updateItem({ item_id: editId, ...toItemInput(draft) })
        : createItem({ site_id: siteId ?? 0, ...toItemInput(draft) }),
    onSuccess: (saved) => {
      void message.success(t('patrol.saved'));
      navigate(`/patrol/patrol_item_detail?id=${saved.id}`);
    },
  });
  const submit = () => {
    const found = siteId ? itemProblem(draft) : t('patrol.item.chooseSite');
    setProblem(found);
    if (!found) save.mutate();
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 760 }}>
      <Form.Item label={t('patrol.site.name')} required>
        <SiteSelect multiple={false} value={siteId} onChange={(value) => setSiteId(value as number)} />
      </Form.Item>
      <Form.Item label={t('patrol.item.title')} required validateStatus={problem ? 'error' : undefined} help={problem}>
        <ItemFields value={draft} onChange={setDraft} />
      </Form.Item>
      <Space>
        <Button type="primary" onClick={submit} loading={save.isPending}>
          {t('patrol.save')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('patrol.cancel')}</Button>
      </Space>
    </Form>
  );
};

/** /patrol/patrol_item_new (type=edit&id= to edit; site_id= preselects the site): one check item. */
export const ItemNewPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editId = params.get('type') === 'edit' ? idParam(params.get('id')) : undefined;
  const existing = useQuery({
    queryKey: patrolKeys.item(editId),
    queryFn: () => fetchItem(editId!),
    enabled: Boolean(editId),
  });
  return (
    <Card
      title={t(editId ? 'patrol.item.edit' : 'patrol.item.new')}
      loading={Boolean(editId) && !existing.data}
      data-testid="item-new-page"
    >
      {(!editId || existing.data) && (
        <ItemForm
          key={existing.data?.id ?? 0}
          editId={editId}
          item={existing.data}
          siteParam={idParam(params.get('site_id'))}
        />
      )}
    </Card>
  );
};

export default ItemNewPage;
