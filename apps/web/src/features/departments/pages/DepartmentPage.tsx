import type { DepartmentDetail, DepartmentPerson, DepartmentRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  message,
  Popconfirm,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Tree,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createDepartment,
  deleteDepartment,
  fetchDepartment,
  fetchDepartmentTree,
  fetchOrgPeople,
  updateDepartment,
} from '../api';
import { DepartmentForm, type DepartmentTarget, type DepartmentValues } from '../components/DepartmentForm';
import { departmentKeys } from '../keys';

type TreeItem = { key: number; title: ReactNode; children: TreeItem[] };

const allIds = (records: DepartmentRecord[]): number[] =>
  records.flatMap((record) => [record.id, ...allIds(record.children)]);

const toTreeData = (records: DepartmentRecord[]): TreeItem[] =>
  records.map((record) => ({
    key: record.id,
    title: (
      <span data-testid={`department-node-${record.id}`}>
        {record.name}
        <Typography.Text type="secondary"> ({record.user_count})</Typography.Text>
      </span>
    ),
    children: toTreeData(record.children),
  }));

/**
 * /systemmanage/department: the organisation's department tree on the left; the chosen department's details, labels
 * and people on the right. Adding, editing (renaming, moving under another parent, the manager and fire safety director
 * labels) and deleting an empty department; the server refuses what is not allowed and says why.
 */
export const DepartmentPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number>();
  const [target, setTarget] = useState<DepartmentTarget | null>(null);
  // Everything open unless folded by hand, new departments included.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const tree = useQuery({ queryKey: departmentKeys.tree(), queryFn: fetchDepartmentTree });
  const people = useQuery({ queryKey: departmentKeys.people(), queryFn: fetchOrgPeople, staleTime: 60_000 });
  const detail = useQuery({
    queryKey: departmentKeys.info(selected),
    queryFn: () => fetchDepartment(selected!),
    enabled: selected !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });

  const save = useMutation({
    mutationFn: (values: DepartmentValues) =>
      target?.mode === 'edit' ? updateDepartment({ id: target.department.id, ...values }) : createDepartment(values),
    onSuccess: (saved) => {
      void message.success(t('departments.saved'));
      setTarget(null);
      setSelected(saved.id);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => {
      void message.success(t('departments.deleted'));
      setSelected(undefined);
      void refresh();
    },
  });

  const department = selected !== undefined ? detail.data : undefined;
  const none = t('departments.none');
  const personColumns = [
    {
      key: 'name',
      title: t('departments.person.name'),
      render: (_: unknown, person: DepartmentPerson) => (
        <Space size={4}>
          {person.name}
          {!person.is_active && <Tag>{t('departments.person.inactive')}</Tag>}
        </Space>
      ),
    },
    { key: 'account', title: t('departments.person.account'), dataIndex: 'account' },
    {
      key: 'post',
      title: t('departments.person.post'),
      render: (_: unknown, person: DepartmentPerson) => person.post?.name ?? none,
    },
    {
      key: 'mobile',
      title: t('departments.person.mobile'),
      render: (_: unknown, person: DepartmentPerson) => person.mobile ?? none,
    },
  ];

  const renderDetail = (item: DepartmentDetail) => (
    <>
      <Descriptions
        column={2}
        bordered
        size="small"
        data-testid="department-detail"
        items={[
          { key: 'name', label: t('departments.field.name'), children: item.name },
          { key: 'parent', label: t('departments.field.parent'), children: item.parent?.name ?? none },
          { key: 'manager', label: t('departments.field.manager'), children: item.manager?.name ?? none },
          {
            key: 'fire_director',
            label: t('departments.field.fireDirector'),
            children: item.fire_director?.name ?? none,
          },
          { key: 'children', label: t('departments.field.childCount'), children: item.child_count },
          { key: 'users', label: t('departments.field.userCount'), children: item.user_count },
          { key: 'sort', label: t('departments.field.sort'), children: item.sort },
          { key: 'remark', label: t('departments.field.remark'), children: item.remark || none },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('departments.people.title')}
      </Typography.Title>
      <Table<DepartmentPerson>
        rowKey="id"
        size="small"
        pagination={false}
        columns={personColumns}
        dataSource={item.people}
        data-testid="department-people"
      />
    </>
  );

  return (
    <Row gutter={16} data-testid="department-page">
      <Col xs={24} lg={8}>
        <Card
          title={t('departments.tree.title')}
          extra={
            <Button
              type="primary"
              onClick={() => setTarget({ mode: 'new', parentId: null })}
              data-testid="department-add"
            >
              {t('departments.add')}
            </Button>
          }
        >
          {tree.isLoading ? (
            <Spin />
          ) : tree.data?.length ? (
            <Tree
              blockNode
              showLine
              expandedKeys={allIds(tree.data).filter((id) => !folded.has(id))}
              onExpand={(keys) => {
                const open = new Set(keys.map(Number));
                setFolded(new Set(allIds(tree.data ?? []).filter((id) => !open.has(id))));
              }}
              selectedKeys={selected !== undefined ? [selected] : []}
              onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : undefined)}
              treeData={toTreeData(tree.data)}
              data-testid="department-tree"
            />
          ) : (
            <Empty description={t('departments.tree.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card
          title={department ? department.name : t('departments.detail.title')}
          extra={
            department ? (
              <Space>
                <Button
                  onClick={() => setTarget({ mode: 'new', parentId: department.id })}
                  data-testid="department-add-child"
                >
                  {t('departments.addChild')}
                </Button>
                <Button onClick={() => setTarget({ mode: 'edit', department })} data-testid="department-edit">
                  {t('departments.edit')}
                </Button>
                <Popconfirm title={t('departments.confirmDelete')} onConfirm={() => remove.mutate(department.id)}>
                  <Button danger data-testid="department-delete">
                    {t('departments.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ) : null
          }
        >
          {department ? (
            renderDetail(department)
          ) : selected !== undefined && detail.isLoading ? (
            <Spin />
          ) : (
            <Empty description={t('departments.detail.empty')} />
          )}
        </Card>
      </Col>
      <DepartmentForm
        target={target}
        tree={tree.data ?? []}
        people={people.data ?? []}
        isSaving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setTarget(null)}
      />
    </Row>
  );
};

export default DepartmentPage;
