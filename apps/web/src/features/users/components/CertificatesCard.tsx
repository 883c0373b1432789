import type { CertificateRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, message, Modal, Popconfirm, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../components/enums';
import { formatRuleMessage } from '@fireline/shared';
import { StoredImage } from '../../../components/StoredImage';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';
import { createCertificate, deleteCertificate, fetchCertificates, updateCertificate } from '../api';
import { userKeys } from '../keys';

type Values = {
  enum_certificate_type?: number;
  certificate_no?: string;
  issue_date?: Dayjs | null;
  valid_date?: Dayjs | null;
  images?: UploadValue[];
};

const dateText = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * A person's certificates (spec 001 §3: a separate entity with a certificate type): listed with their pictures; added,
 * changed and deleted by who keeps the person. A new person has none until saved.
 */
export const CertificatesCard = ({
  userId,
  canEdit,
  lang,
}: {
  userId: number | undefined;
  canEdit: boolean;
  lang: 'zh' | 'en';
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<CertificateRecord | 'new'>();
  const enumOptions = useEnumOptions(['enum_certificate_type']);
  const types = enumOptions('enum_certificate_type');
  const list = useQuery({
    queryKey: userKeys.certificates(userId),
    queryFn: () => fetchCertificates(userId!),
    enabled: userId !== undefined,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.certificates(userId) });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        enum_certificate_type: values.enum_certificate_type,
        certificate_no: (values.certificate_no ?? '').trim(),
        issue_date: dateText(values.issue_date),
        valid_date: dateText(values.valid_date),
        images: (values.images ?? []).map((file) => file.file_id),
      };
      return editing === 'new' || editing === undefined
        ? createCertificate({ user_id: userId, ...body })
        : updateCertificate({ certificate_id: editing.certificate_id, ...body });
    },
    onSuccess: () => {
      void message.success(t('users.saved'));
      setEditing(undefined);
      void reload();
    },
  });
  const remove = useMutation({ mutationFn: deleteCertificate, onSuccess: () => void reload() });

  const open = (target: CertificateRecord | 'new') => {
    form.setFieldsValue(
      target === 'new'
        ? { enum_certificate_type: undefined, certificate_no: '', issue_date: null, valid_date: null, images: [] }
        : {
            enum_certificate_type: target.enum_certificate_type,
            certificate_no: target.certificate_no,
            issue_date: target.issue_date ? dayjs(target.issue_date) : null,
            valid_date: target.valid_date ? dayjs(target.valid_date) : null,
            images: target.images.map((id) => ({ file_id: id, static_url: `/files/${id}` })),
          },
    );
    setEditing(target);
  };
  const required = [{ required: true, message: formatRuleMessage({ key: 'required', params: {} }, lang) }];

  return (
    <Card
      title={t('users.section.certificates')}
      style={{ marginTop: 16 }}
      data-testid="user-certificates"
      extra={
        canEdit && userId !== undefined ? (
          <Button onClick={() => open('new')} data-testid="certificate-add">
            {t('users.cert.add')}
          </Button>
        ) : null
      }
    >
      {userId === undefined ? (
        <Alert type="info" showIcon message={t('users.cert.saveFirst')} />
      ) : (
        <Table<CertificateRecord>
          rowKey="certificate_id"
          size="small"
          pagination={false}
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('users.cert.none') }}
          columns={[
            {
              title: t('users.cert.type'),
              dataIndex: 'enum_certificate_type',
              render: (value: number) => types.find((option) => option.value === value)?.label ?? value,
            },
            { title: t('users.cert.number'), dataIndex: 'certificate_no' },
            { title: t('users.cert.issued'), dataIndex: 'issue_date', render: (value: string | null) => value ?? '—' },
            {
              title: t('users.cert.validUntil'),
              dataIndex: 'valid_date',
              render: (value: string | null) => value ?? '—',
            },
            {
              title: t('users.cert.images'),
              dataIndex: 'images',
              render: (images: string[]) => (
                <Space>
                  {images.map((id) => (
                    <StoredImage key={id} src={`/files/${id}`} width={40} height={40} />
                  ))}
                </Space>
              ),
            },
            ...(canEdit
              ? [
                  {
                    title: '',
                    key: 'actions',
                    render: (_: unknown, row: CertificateRecord) => (
                      <Space>
                        <Button type="link" size="small" onClick={() => open(row)}>
                          {t('users.action.edit')}
                        </Button>
                        <Popconfirm
                          title={t('users.cert.deleteConfirm')}
                          onConfirm={() => remove.mutate(row.certificate_id)}
                        >
                          <Button type="link" size="small" danger>
                            {t('users.action.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <Modal
        open={editing !== undefined}
        title={t(editing === 'new' ? 'users.cert.add' : 'users.cert.edit')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => void form.validateFields().then((values) => save.mutate(values))}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="enum_certificate_type" label={t('users.cert.type')} rules={required}>
            <Select options={types} />
          </Form.Item>
          <Form.Item name="certificate_no" label={t('users.cert.number')} rules={required}>
            <Input maxLength={50} />
          </Form.Item>
          <Space size="large">
            <Form.Item name="issue_date" label={t('users.cert.issued')}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="valid_date" label={t('users.cert.validUntil')}>
              <DatePicker />
            </Form.Item>
          </Space>
          <Form.Item name="images" label={t('users.cert.images')}>
            <Upload kind="image" limit={5} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
