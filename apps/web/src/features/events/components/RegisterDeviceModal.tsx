import type { UnregisteredDevice } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchCompanyOptions } from '../api';
import { eventKeys } from '../keys';

/**
 * Registering starts from the unit the device belongs to: a transmission device heard over GB/T 26875.3 opens the
 * device form with its address filled in; a pushed device is added with its device code.
 */
export const RegisterDeviceModal = ({
  device,
  onClose,
}: {
  device: UnregisteredDevice | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState<string>();
  const [companyId, setCompanyId] = useState<number>();
  const companies = useQuery({
    queryKey: eventKeys.companyOptions(name),
    queryFn: () => fetchCompanyOptions(name),
    enabled: device !== undefined,
  });
  const isGb = device?.source === 'gb26875';
  const open = () => {
    if (!device || companyId === undefined) return;
    const query = new URLSearchParams({
      company_id: String(companyId),
      enum_device_class: 'dtu',
      ...(isGb ? { gb_address: device.address } : { device_code: device.address }),
    });
    void navigate(`/company/device/edit?${query.toString()}`);
  };
  return (
    <Modal
      open={device !== undefined}
      title={t('unregistered.register.title', { address: device?.address ?? '' })}
      okText={t('unregistered.register.next')}
      okButtonProps={{ disabled: companyId === undefined, id: 'register-next' }}
      onOk={open}
      onCancel={onClose}
      destroyOnHidden
    >
      {!isGb && (
        <Typography.Paragraph type="secondary">
          {t('unregistered.register.pushed', { address: device?.address ?? '' })}
        </Typography.Paragraph>
      )}
      <Form layout="vertical">
        <Form.Item label={t('unregistered.register.unit')} required>
          <Select
            data-testid="register-unit"
            showSearch={{ filterOption: false, onSearch: (text) => setName(text || undefined) }}
            value={companyId}
            onChange={setCompanyId}
            options={(companies.data?.list ?? []).map((company) => ({
              value: company.company_id,
              label: company.company_name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
