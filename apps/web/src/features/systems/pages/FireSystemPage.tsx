import { gbSystemTypes, systemStatuses, type SystemItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Empty, Form, Input, InputNumber, Layout, Menu, message, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import { currentLang } from '../../../app/i18n';
import { hasButton } from '../../../app/permissions';
import { loadSession } from '../../../app/session';
import type { MessageKey } from '../../../locales/en-US';
import { createSystem, deleteSystem, fetchSystems, updateSystem } from '../api';
import { jumpPathOf, validityText } from '../validity';

type FormValues = {
  alias_system_name: string;
  enum_system_type: number;
  enum_system_status: number;
  transmission_equipment?: string;
  remark?: string;
  install_time?: Dayjs;
  maint_time?: Dayjs;
  expiration_month?: number;
};

const day = (value: Dayjs | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const typeName = (code: number) => {
  const row = gbSystemTypes.find(([id]) => id === code);
  return row ? (currentLang() === 'en' ? row[2] : row[1]) : String(code);
};

/** /company/firesystem: the unit's systems as a strip (system_id in the query picks one), its details, edit and delete. */
export const FireSystemPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(() => loadSession());
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<SystemItem | 'new' | undefined>();
  const params = new URLSearchParams(location.search);
  const companyId = params.get('company_id') ?? String(session?.user.company_id ?? '');
  const systems = useQuery({ queryKey: ['systems', companyId], queryFn: () => fetchSystems(companyId), enabled: Boolean(companyId) });
  const list = systems.data?.list ?? [];
  const active = list.find((item) => String(item.system_id) === params.get('system_id')) ?? list[0];
  const canAdd = hasButton(session?.control ?? [], 'networkcompany-system-info-new', session?.user.role_code);
  const canDelete = hasButton(session?.control ?? [], 'networkcompany-system-info-del', session?.user.role_code);

  const choose = (systemId: number) => {
    const next = new URLSearchParams(location.search);
    next.set('system_id', String(systemId));
    void navigate(`${location.pathname}?${next.toString()}`, { replace: true });
  };

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const fields = { ...values, install_time: day(values.install_time), maint_time: day(values.maint_time), expiration_month: values.expiration_month ?? null };
      return editing === 'new' || !editing ? createSystem({ ...fields, company_id: Number(companyId) }) : updateSystem({ ...fields, system_id: editing.system_id });
    },
    onSuccess: (saved) => {
      void message.success(t('systems.saved'));
      setEditing(undefined);
      void queryClient.invalidateQueries({ queryKey: ['systems', companyId] });
      choose(saved.system_id);
    },
  });

  const remove = useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => {
      void message.success(t('systems.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['systems', companyId] });
    },
    onError: (error) => {
      const path = error instanceof ApiError ? jumpPathOf(error.body?.data) : undefined;
      if (!path) return void message.error(error.message);
      Modal.confirm({ title: t('systems.hasDevices'), okText: t('systems.goToList'), cancelText: t('common.cancel'), onOk: () => navigate(path) });
    },
  });

  const openForm = (target: SystemItem | 'new') => {
    setEditing(target);
    form.resetFields();
    if (target !== 'new') {
      form.setFieldsValue({
        ...target,
        transmission_equipment: target.transmission_equipment ?? undefined,
        remark: target.remark ?? undefined,
        expiration_month: target.expiration_month ?? undefined,
        install_time: target.install_time ? dayjs(target.install_time) : undefined,
        maint_time: target.maint_time ? dayjs(target.maint_time) : undefined,
      });
    }
  };

  const validity = active ? validityText(active.validity) : undefined;
  const deviceLink = (list: string) => `/company/device/${list}?company_id=${companyId}&system_id=${active?.system_id ?? ''}`;

  return (
    <Layout style={{ background: 'transparent' }}>
      <Layout.Sider width={240} theme="light">
        <Menu selectedKeys={active ? [String(active.system_id)] : []} items={list.map((item) => ({ key: String(item.system_id), label: item.alias_system_name }))} onClick={({ key }) => choose(Number(key))} />
        {canAdd && (
          <Button type="dashed" block onClick={() => openForm('new')}>
            {t('systems.new')}
          </Button>
        )}
      </Layout.Sider>
      <Layout.Content style={{ paddingLeft: 16 }}>
        {!active ? (
          <Empty description={t('systems.empty')} />
        ) : (
          <Card
            title={active.alias_system_name}
            extra={
              <Space>
                {canAdd && <Button onClick={() => openForm(active)}>{t('systems.edit')}</Button>}
                {canDelete && (
                  <Button danger onClick={() => Modal.confirm({ title: t('systems.deleteConfirm'), okText: t('common.ok'), cancelText: t('common.cancel'), onOk: () => remove.mutate(active.system_id) })}>
                    {t('systems.delete')}
                  </Button>
                )}
              </Space>
            }
          >
            <Descriptions column={2}>
              <Descriptions.Item label={t('systems.field.type')}>{typeName(active.enum_system_type)}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.status')}>{t(`systems.status.${active.enum_system_status}` as MessageKey)}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.transmission')}>{active.transmission_equipment ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.remark')}>{active.remark ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.install')}>{active.install_time ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.maint')}>{active.maint_time ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.cycle')}>{active.expiration_month ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.validity')}>{validity ? t(validity.key, { count: validity.count }) : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.alarmers')}>
                <Link to={deviceLink('device_alarm_list')}>{active.alarmer_count}</Link>
              </Descriptions.Item>
              <Descriptions.Item label={t('systems.field.dtus')}>{active.dtu_count}</Descriptions.Item>
              <Descriptions.Item label={t('systems.field.components')}>
                <Link to={deviceLink('component_list')}>{active.component_count}</Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </Layout.Content>
      <Modal open={editing !== undefined} title={editing === 'new' ? t('systems.new') : t('systems.edit')} onCancel={() => setEditing(undefined)} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <Form<FormValues> form={form} layout="vertical" initialValues={{ enum_system_status: 1 }} onFinish={(values) => save.mutate(values)}>
          <Form.Item name="alias_system_name" label={t('systems.field.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="enum_system_type" label={t('systems.field.type')} rules={[{ required: true }]}>
            <Select options={gbSystemTypes.map(([code]) => ({ value: code, label: typeName(code) }))} />
          </Form.Item>
          <Form.Item name="enum_system_status" label={t('systems.field.status')}>
            <Select options={systemStatuses.map((status) => ({ value: status.id, label: t(`systems.status.${status.id}` as MessageKey) }))} />
          </Form.Item>
          <Form.Item name="transmission_equipment" label={t('systems.field.transmission')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="remark" label={t('systems.field.remark')}>
            <Input.TextArea maxLength={200} showCount />
          </Form.Item>
          <Space>
            <Form.Item name="install_time" label={t('systems.field.install')}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="maint_time" label={t('systems.field.maint')}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="expiration_month" label={t('systems.field.cycle')}>
              <InputNumber min={1} max={240} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Layout>
  );
};

export default FireSystemPage;
