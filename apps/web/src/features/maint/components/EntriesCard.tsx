import type { Contract, Entry } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, message, Modal, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, REMARK_MAX_LENGTH } from '@fireline/shared';
import { currentLang } from '../../../lib/i18n';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DATE_FORMAT } from '../../../components/form-fields';
import { deleteEntry, fetchEntries, saveEntry } from '../api';
import { maintKeys } from '../keys';

type EntryForm = { period: [Dayjs, Dayjs]; head_name: string; maint_content?: string };

/**
 * The maintenance company's entries under a contract (维保单位进场: start, end, head, content), latest first; its
 * workers record, change and delete them. The server keeps them within the contract period.
 */
export const EntriesCard = ({ contract }: { contract: Contract }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EntryForm>();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [pageNo, setPageNo] = useState(0);
  const canWork = contract.can_work === 1;
  const entries = useQuery({
    queryKey: maintKeys.entries(contract.id, pageNo),
    queryFn: () => fetchEntries(contract.id, pageNo),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintKeys.all });
  const save = useMutation({
    mutationFn: (values: EntryForm) =>
      saveEntry({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        contract_id: contract.id,
        start_time: values.period[0].format(DATE_FORMAT),
        end_time: values.period[1].format(DATE_FORMAT),
        head_name: values.head_name.trim(),
        maint_content: (values.maint_content ?? '').trim(),
      }),
    onSuccess: () => {
      void message.success(t('maint.saved'));
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteEntry(id),
    onSuccess: () => void message.success(t('maint.deleted')),
    onSettled: refresh,
  });
  const open = (entry: Entry | 'new') => {
    form.setFieldsValue(
      entry === 'new'
        ? { period: undefined, head_name: '', maint_content: '' }
        : {
            period: [dayjs(entry.start_time), dayjs(entry.end_time)],
            head_name: entry.head_name,
            maint_content: entry.maint_content,
          },
    );
    setEditing(entry);
  };
  const required = { required: true, message: formatRuleMessage({ key: 'required', params: {} }, currentLang()) };
  return (
    <Card
      title={t('maint.entry.title')}
      extra={
        canWork && (
          <Button onClick={() => open('new')} data-testid="entry-add">
            {t('maint.entry.add')}
          </Button>
        )
      }
    >
      <Table<Entry>
        size="small"
        rowKey={(row) => row.id}
        loading={entries.isFetching}
        dataSource={entries.data?.list}
        locale={{ emptyText: t('maint.entry.empty') }}
        pagination={{
          current: pageNo + 1,
          pageSize: 10,
          total: entries.data?.total ?? 0,
          onChange: (page) => setPageNo(page - 1),
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t('maint.entry.period'),
            width: 230,
            render: (_: unknown, row: Entry) => `${row.start_time} ~ ${row.end_time}`,
          },
          { title: t('maint.entry.head_name'), dataIndex: 'head_name', width: 120 },
          { title: t('maint.entry.maint_content'), dataIndex: 'maint_content' },
          ...(canWork
            ? [
                {
                  title: t('maint.list.actions'),
                  width: 130,
                  render: (_: unknown, row: Entry) => (
                    <Space size="small">
                      <Button type="link" size="small" onClick={() => open(row)}>
                        {t('maint.edit')}
                      </Button>
                      <ConfirmLink
                        danger
                        label={t('maint.delete')}
                        confirm={t('maint.entry.removeConfirm')}
                        onConfirm={() => remove.mutateAsync(row.id)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        data-testid="contract-entries"
      />
      <Modal
        open={editing !== null}
        title={t('maint.entry.editTitle')}
        okText={t('maint.save')}
        cancelText={t('maint.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then(
            (values) => save.mutate(values),
            () => undefined,
          )
        }
        okButtonProps={{ 'data-testid': 'entry-save' }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="period" label={t('maint.entry.period')} rules={[required]}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              style={{ width: '100%' }}
              placeholder={[t('maint.start'), t('maint.end')]}
              disabledDate={(day) =>
                day.isBefore(dayjs(contract.contact_period[0]), 'day') ||
                day.isAfter(dayjs(contract.contact_period[1]), 'day')
              }
            />
          </Form.Item>
          <Form.Item name="head_name" label={t('maint.entry.head_name')} rules={[required, { max: 20 }]}>
            <Input maxLength={20} data-testid="entry-head" />
          </Form.Item>
          <Form.Item name="maint_content" label={t('maint.entry.maint_content')}>
            <Input.TextArea rows={3} maxLength={REMARK_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
