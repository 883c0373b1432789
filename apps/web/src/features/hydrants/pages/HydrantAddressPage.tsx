import type { HydrantAddressItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { createHydrantAddress, deleteHydrantAddress, fetchHydrantAddresses, updateHydrantAddress } from '../api';
import { useButton } from '../../../lib/permissions';
import { hydrantKeys } from '../keys';

type Values = { region_code: string; address: string; remark?: string };

/** /firecock/Address_list: the addresses hydrants stand on; one in use cannot be deleted (the server says why). */
export const HydrantAddressPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<HydrantAddressItem | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const canEdit = useButton('firecock-address-edit');
  const heads: TableHead<HydrantAddressItem>[] = [
    { id: 'region_code', name: t('hydrants.field.regionCode'), width: 120 },
    { id: 'address', name: t('hydrants.field.address'), width: 240 },
    { id: 'hydrant_count', name: t('hydrants.addresses.count'), width: 100 },
    { id: 'remark', name: t('hydrants.addresses.remark'), width: 200 },
  ];
  const state = useTableState(heads);
  const list = useQuery({
    queryKey: hydrantKeys.addresses(state.query),
    queryFn: () => fetchHydrantAddresses(state.query),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: hydrantKeys.all });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        region_code: values.region_code.trim(),
        address: values.address.trim(),
        remark: (values.remark ?? '').trim(),
      };
      return editing && editing !== 'new'
        ? updateHydrantAddress({ ...body, address_id: editing.address_id })
        : createHydrantAddress(body);
    },
    onSuccess: () => {
      void message.success(t('hydrants.saved'));
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteHydrantAddress,
    onSuccess: () => {
      void message.success(t('hydrants.deleted'));
      refresh();
    },
  });
  const open = (target: HydrantAddressItem | 'new') => {
    setEditing(target);
    form.setFieldsValue(
      target === 'new'
        ? { region_code: '', address: '', remark: '' }
        : { region_code: target.region_code, address: target.address, remark: target.remark },
    );
  };
  const required = [{ required: true, message: t('hydrants.required') }];

  return (
    <Card
      title={t('hydrants.addresses.title')}
      extra={
        canEdit ? (
          <Button type="primary" onClick={() => open('new')}>
            {t('hydrants.addresses.add')}
          </Button>
        ) : null
      }
      data-testid="hydrant-addresses"
    >
      <QueryDataTable<HydrantAddressItem>
        heads={heads}
        result={list}
        state={state}
        rowKey={(item) => item.address_id}
        actions={
          canEdit
            ? {
                title: '',
                width: 160,
                render: (item) => (
                  <Space>
                    <Button type="link" size="small" onClick={() => open(item)}>
                      {t('hydrants.action.edit')}
                    </Button>
                    <Popconfirm title={t('hydrants.confirmDelete')} onConfirm={() => remove.mutate(item.address_id)}>
                      <Button type="link" danger size="small">
                        {t('hydrants.action.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              }
            : undefined
        }
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('hydrants.addresses.add') : t('hydrants.action.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values: Values) => save.mutate(values)}>
          <Form.Item
            name="region_code"
            label={t('hydrants.field.regionCode')}
            rules={[...required, { pattern: /^\d{2,12}$/, message: t('hydrants.field.regionCode') }]}
          >
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item name="address" label={t('hydrants.field.address')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="remark" label={t('hydrants.addresses.remark')}>
            <Input.TextArea maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};

export default HydrantAddressPage;
