import type { BindAction, BindingRow } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, message, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButton } from '../../../lib/permissions';
import { answerBinding, removeBinding } from '../api';
import type { MessageKey } from '../../../locales/en-US';
import { BindingTable } from './BindingTable';
import { libKeys } from '../../../lib/keys';
import { bindingKeys } from '../keys';

const actions: BindAction[] = ['accept', 'reject', 'ignore'];

/**
 * "Binding requests" of a unit (spec 001 §3 "Binding", §4): for its people holding networkcompany-bind-handle, a dialog
 * of the organisations bound or asking to bind; a pending request is accepted, rejected or ignored, a binding unbound.
 */
export const BindingRequestsButton = ({ companyId, companyName }: { companyId: number; companyName: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const canHandle = useButton('networkcompany-bind-handle');
  const done = () => {
    void message.success(t('district.requests.done'));
    void queryClient.invalidateQueries({ queryKey: bindingKeys.bindingsAll() });
    void queryClient.invalidateQueries({ queryKey: libKeys.company(companyId) });
  };
  const answer = useMutation({ mutationFn: answerBinding, onSuccess: done });
  const unbind = useMutation({ mutationFn: (row: BindingRow) => removeBinding(row.bind_id), onSuccess: done });
  if (!canHandle) return null;

  const rowActions = (row: BindingRow) => {
    if (row.stu === 0) {
      return (
        <Space size={0}>
          {actions.map((action) => (
            <Button
              key={action}
              type="link"
              size="small"
              danger={action === 'reject'}
              onClick={() => answer.mutate({ bind_id: row.bind_id, action })}
              data-testid={`binding-${action}-${row.bind_id}`}
            >
              {t(`district.requests.${action}` as MessageKey)}
            </Button>
          ))}
        </Space>
      );
    }
    if (row.stu !== 1) return null;
    return (
      <Popconfirm
        title={t('district.requests.unbindConfirm', { name: row.company_name })}
        onConfirm={() => unbind.mutate(row)}
      >
        <Button type="link" danger size="small" data-testid={`binding-remove-${row.bind_id}`}>
          {t('district.binding.unbind')}
        </Button>
      </Popconfirm>
    );
  };

  return (
    <>
      <Button onClick={() => setIsOpen(true)} data-testid="binding-requests-open">
        {t('district.requests.open')}
      </Button>
      <Modal
        open={isOpen}
        width={765}
        title={t('district.requests.title', { name: companyName })}
        footer={null}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <BindingTable direction="incoming" companyId={companyId} actions={rowActions} />
      </Modal>
    </>
  );
};
