import type { Contract } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withConfirm } from '../../../components/confirm-dialog';
import { resumeContract, suspendContract } from '../api';
import { maintKeys } from '../keys';

/**
 * Suspend / resume of a contract (docs/maintenance.md "Suspending a contract"), where the server allows it
 * (can_suspend: the centre serving its units). Suspending asks for the reason in a dialog; resuming asks to confirm.
 */
export const SuspendButton = ({ contract, size }: { contract: Contract; size?: 'small' }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintKeys.all });
  const suspend = useMutation({
    mutationFn: (reason: string) => suspendContract(contract.id, reason),
    onSuccess: () => {
      void message.success(t('maint.suspend.done'));
      setOpen(false);
      form.resetFields();
    },
    onSettled: refresh,
  });
  const resume = useMutation({
    mutationFn: () => resumeContract(contract.id),
    onSuccess: () => void message.success(t('maint.resume.done')),
    onSettled: refresh,
  });
  if (contract.can_suspend !== 1) return null;
  const type = size === 'small' ? 'link' : 'default';
  if (contract.is_active === 0)
    return (
      <Button
        type={type}
        size={size}
        loading={resume.isPending}
        data-testid={`contract-resume-${contract.id}`}
        onClick={() =>
          void withConfirm({ content: t('maint.resume.confirm', { name: contract.project_name }) }, () =>
            resume.mutateAsync().catch(() => undefined),
          )
        }
      >
        {t('maint.resume.action')}
      </Button>
    );
  return (
    <>
      <Button
        type={type}
        size={size}
        danger
        data-testid={`contract-suspend-${contract.id}`}
        onClick={() => setOpen(true)}
      >
        {t('maint.suspend.action')}
      </Button>
      <Modal
        open={isOpen}
        title={t('maint.suspend.title', { name: contract.project_name })}
        okText={t('maint.suspend.action')}
        okButtonProps={{ danger: true, loading: suspend.isPending, 'data-testid': 'contract-suspend-ok' }}
        cancelText={t('maint.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() =>
          void form
            .validateFields()
            .then((values) => suspend.mutateAsync(values.reason))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('maint.suspend.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('maint.suspend.reason')}
            rules={[{ required: true, whitespace: true, message: t('maint.suspend.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="contract-suspend-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
