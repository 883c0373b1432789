import type { BindingRow } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { useButton } from '../../../lib/permissions';
import { BindingDialog, BindingTable, removeBinding } from '../../bindings';
import { useDistrictOrg } from '../hooks';
import { detailsPath, kindOfTab } from '../paths';
import { districtKeys } from '../keys';

/**
 * /systemmanage/manage/binding_unit?company_id=&tab=1|2|4 (spec 001 §2): the units of a centre, maintenance company or
 * fire authority in every binding state, unbinding (or withdrawing a request) after a confirm, and the binding dialog.
 */
export const BindingUnitPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const kind = kindOfTab(params.get('tab'));
  const companyId = idParam(params.get('company_id'));
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const org = useDistrictOrg(kind === 'cared' ? undefined : kind, companyId);
  const canBind = useButton('district-bind');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: districtKeys.all });
  const unbind = useMutation({
    mutationFn: (row: BindingRow) => removeBinding(row.bind_id),
    onSuccess: () => {
      void message.success(t('district.binding.unbound'));
      refresh();
    },
  });

  if (!kind || kind === 'cared' || companyId === undefined) return <Navigate to="/systemmanage/manage/1" replace />;
  if (!org.data) return <Spin />;
  return (
    <Card
      title={t('district.binding.title', { name: org.data.company_name })}
      data-testid="binding-unit-page"
      extra={
        <Space>
          <Button onClick={() => navigate(detailsPath(kind, companyId))}>{t('district.action.details')}</Button>
          {canBind && (
            <Button type="primary" onClick={() => setIsDialogOpen(true)} data-testid="binding-open">
              {t('district.binding.bind')}
            </Button>
          )}
        </Space>
      }
    >
      <BindingTable
        direction="outgoing"
        companyId={companyId}
        actions={(row) =>
          canBind && (row.stu === 0 || row.stu === 1) ? (
            <Popconfirm
              title={t(row.stu === 1 ? 'district.binding.unbindConfirm' : 'district.binding.withdrawConfirm', {
                name: row.company_name,
              })}
              onConfirm={() => unbind.mutate(row)}
            >
              <Button type="link" danger size="small" data-testid={`binding-remove-${row.bind_id}`}>
                {t(row.stu === 1 ? 'district.binding.unbind' : 'district.binding.withdraw')}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      <BindingDialog
        companyId={companyId}
        open={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        onApplied={() => {
          setIsDialogOpen(false);
          refresh();
        }}
      />
    </Card>
  );
};

export default BindingUnitPage;
