import type { DepartmentDetail, DepartmentRecord, OrgPerson } from '@fireline/shared';
import { Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type DepartmentValues = {
  name: string;
  parent_id: number | null;
  manager_id: number | null;
  fire_director_id: number | null;
  sort: number;
  remark: string;
};

/** What the form edits: a new department (under `parentId`, or at the top) or an existing one. */
export type DepartmentTarget =
  { mode: 'new'; parentId: number | null } | { mode: 'edit'; department: DepartmentDetail };

type TreeOption = { value: number; title: string; disabled?: boolean; children: TreeOption[] };

/** The tree as parent choices; the department itself and everything below it cannot be its parent. */
const parentOptions = (records: DepartmentRecord[], excluded: number | undefined, isBelow = false): TreeOption[] =>
  records.map((record) => {
    const isOut = isBelow || record.id === excluded;
    return {
      value: record.id,
      title: record.name,
      disabled: isOut,
      children: parentOptions(record.children, excluded, isOut),
    };
  });

const initialValues = (target: DepartmentTarget): DepartmentValues =>
  target.mode === 'new'
    ? { name: '', parent_id: target.parentId, manager_id: null, fire_director_id: null, sort: 0, remark: '' }
    : {
        name: target.department.name,
        parent_id: target.department.parent_id,
        manager_id: target.department.manager?.id ?? null,
        fire_director_id: target.department.fire_director?.id ?? null,
        sort: target.department.sort,
        remark: target.department.remark,
      };

/** New / edit department dialog: name, parent (a move), manager and fire safety director, order, remark. */
export const DepartmentForm = ({
  target,
  tree,
  people,
  isSaving,
  onSave,
  onClose,
}: {
  target: DepartmentTarget | null;
  tree: DepartmentRecord[];
  people: OrgPerson[];
  isSaving: boolean;
  onSave: (values: DepartmentValues) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<DepartmentValues>();
  useEffect(() => {
    if (target) form.setFieldsValue(initialValues(target));
  }, [form, target]);
  const personOptions = people.map((person) => ({ value: person.id, label: `${person.name}（${person.account}）` }));
  const excluded = target?.mode === 'edit' ? target.department.id : undefined;
  return (
    <Modal
      open={target !== null}
      title={target?.mode === 'edit' ? t('departments.editTitle') : t('departments.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'department-save' }}
      confirmLoading={isSaving}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="department-form"
        onFinish={(values: DepartmentValues) =>
          onSave({
            ...values,
            name: values.name.trim(),
            remark: (values.remark ?? '').trim(),
            parent_id: values.parent_id ?? null,
            manager_id: values.manager_id ?? null,
            fire_director_id: values.fire_director_id ?? null,
            sort: values.sort ?? 0,
          })
        }
      >
        <Form.Item
          name="name"
          label={t('departments.field.name')}
          rules={[{ required: true, whitespace: true, message: t('departments.required') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="parent_id" label={t('departments.field.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('departments.field.parentTop')}
            treeData={parentOptions(tree, excluded)}
          />
        </Form.Item>
        <Form.Item name="manager_id" label={t('departments.field.manager')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={personOptions} />
        </Form.Item>
        <Form.Item name="fire_director_id" label={t('departments.field.fireDirector')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={personOptions} />
        </Form.Item>
        <Form.Item name="sort" label={t('departments.field.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={t('departments.field.remark')}>
          <Input.TextArea maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
