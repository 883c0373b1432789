import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, message, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useButton } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { NavigationStrip } from '../../../components/NavigationStrip';
import type { MessageKey } from '../../../locales/en-US';
import { deleteSystem, fetchSystems } from '../api';
import { systemTypeName } from '../system-form';
import { jumpPathOf, validityText } from '../validity';
import { systemKeys } from '../keys';

/** /company/firesystem: the unit's systems on the navigation strip (system_id in the query picks one), its details, edit and delete. */
export const FireSystemPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(() => loadSession());
  const [isEditing, setEditing] = useState(false);
  const params = new URLSearchParams(location.search);
  const companyId = params.get('company_id') ?? String(session?.user.company_id ?? '');
  const systems = useQuery({
    queryKey: systemKeys.list(companyId),
    queryFn: () => fetchSystems(companyId),
    enabled: Boolean(companyId),
  });
  const list = systems.data?.list ?? [];
  const active = list.find((item) => String(item.system_id) === params.get('system_id')) ?? list[0];
  const canAdd = useButton('networkcompany-system-info-new');
  const canDelete = useButton('networkcompany-system-info-del');

  const choose = (systemId: number | string) => {
    const next = new URLSearchParams(location.search);
    next.set('system_id', String(systemId));
    void navigate(`${location.pathname}?${next.toString()}`, { replace: true });
  };

  const remove = useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => {
      void message.success(t('systems.deleted'));
      void queryClient.invalidateQueries({ queryKey: systemKeys.list(companyId) });
    },
    onError: (error) => {
      const path = error instanceof ApiError ? jumpPathOf(error.body?.data) : undefined;
      if (!path) return void message.error(error.message);
      Modal.confirm({
        title: t('systems.hasDevices'),
        okText: t('systems.goToList'),
        cancelText: t('common.cancel'),
        onOk: () => navigate(path),
      });
    },
  });
  const confirmRemove = (systemId: number) =>
    Modal.confirm({
      title: t('systems.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutate(systemId),
    });

  const editPath = (query: string) => `/company/firesystem/edit?company_id=${companyId}${query}`;
  const validity = active ? validityText(active.validity) : undefined;
  const deviceLink = (list: string) =>
    `/company/device/${list}?company_id=${companyId}&system_id=${active?.system_id ?? ''}`;

  return (
    <div data-testid="firesystem-page">
      <NavigationStrip
        role="firesystem"
        queryKey="system_id"
        items={list.map((item) => ({ id: item.system_id, name: item.alias_system_name }))}
        isEditing={isEditing}
        onChooseItem={(item) => choose(item.id)}
        onNew={canAdd ? () => void navigate(editPath('')) : undefined}
        newLabel={t('systems.new')}
        onEditingChange={canDelete ? setEditing : undefined}
        onRemoveItem={(item) => confirmRemove(Number(item.id))}
      />
      {!active ? (
        <Empty description={t('systems.empty')} />
      ) : (
        <Card
          title={active.alias_system_name}
          extra={
            <Space>
              {canAdd && (
                <Button onClick={() => void navigate(editPath(`&type=edit&system_id=${active.system_id}`))}>
                  {t('systems.edit')}
                </Button>
              )}
              {canDelete && (
                <Button danger onClick={() => confirmRemove(active.system_id)}>
                  {t('systems.delete')}
                </Button>
              )}
            </Space>
          }
        >
          <Descriptions column={2}>
            <Descriptions.Item label={t('systems.field.type')}>
              {systemTypeName(active.enum_system_type)}
            </Descriptions.Item>
            <Descriptions.Item label={t('systems.field.status')}>
              {t(`systems.status.${active.enum_system_status}` as MessageKey)}
            </Descriptions.Item>
            <Descriptions.Item label={t('systems.field.transmission')}>
              {active.transmission_equipment ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('systems.field.remark')}>{active.remark ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('systems.field.install')}>{active.install_time ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('systems.field.maint')}>{active.maint_time ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('systems.field.cycle')}>{active.expiration_month ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('systems.field.validity')}>
              {validity ? t(validity.key, { count: validity.count }) : '-'}
            </Descriptions.Item>
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
    </div>
  );
};

export default FireSystemPage;
