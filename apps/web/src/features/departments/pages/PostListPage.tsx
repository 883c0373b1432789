import type { PostRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, message, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { createPost, deletePost, fetchPosts, updatePost } from '../api';
import { departmentKeys } from '../keys';

type Values = { name: string; remark: string; sort: number };

/** /systemmanage/post: the organisation's posts (岗位); one somebody holds cannot be deleted (the server says why). */
export const PostListPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PostRecord | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const heads: TableHead<PostRecord>[] = [
    { id: 'name', name: t('posts.field.name'), width: 200, filter_options: { type: 'search', max_length: 50 } },
    { id: 'user_count', name: t('posts.field.userCount'), width: 100 },
    { id: 'sort', name: t('posts.field.sort'), width: 100 },
    { id: 'remark', name: t('posts.field.remark'), width: 260, custom: (item) => item.remark || '—' },
  ];
  const state = useTableState(heads);
  const list = useQuery({ queryKey: departmentKeys.postList(state.query), queryFn: () => fetchPosts(state.query) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: departmentKeys.posts() });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { name: values.name.trim(), remark: (values.remark ?? '').trim(), sort: values.sort ?? 0 };
      return editing && editing !== 'new' ? updatePost({ ...body, id: editing.id }) : createPost(body);
    },
    onSuccess: () => {
      void message.success(t('posts.saved'));
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deletePost,
    onSuccess: () => {
      void message.success(t('posts.deleted'));
      refresh();
    },
  });
  const open = (target: PostRecord | 'new') => {
    setEditing(target);
    form.setFieldsValue(
      target === 'new'
        ? { name: '', remark: '', sort: 0 }
        : { name: target.name, remark: target.remark, sort: target.sort },
    );
  };

  return (
    <Card
      title={t('posts.title')}
      extra={
        <Button type="primary" onClick={() => open('new')} data-testid="post-add">
          {t('posts.add')}
        </Button>
      }
      data-testid="post-list"
    >
      <QueryDataTable<PostRecord>
        heads={heads}
        result={list}
        state={state}
        rowKey={(item) => item.id}
        actions={{
          title: '',
          width: 160,
          render: (item) => (
            <Space>
              <Button type="link" size="small" onClick={() => open(item)}>
                {t('posts.edit')}
              </Button>
              <Popconfirm title={t('posts.confirmDelete')} onConfirm={() => remove.mutate(item.id)}>
                <Button type="link" danger size="small">
                  {t('posts.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('posts.newTitle') : t('posts.editTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ 'data-testid': 'post-save' }}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values: Values) => save.mutate(values)}>
          <Form.Item
            name="name"
            label={t('posts.field.name')}
            rules={[{ required: true, whitespace: true, message: t('posts.required') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sort" label={t('posts.field.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="remark" label={t('posts.field.remark')}>
            <Input.TextArea maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};

export default PostListPage;
