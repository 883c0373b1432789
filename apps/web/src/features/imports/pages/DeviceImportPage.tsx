import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ImportPage } from '../../../components/ImportPage';
import { fetchDevices, deviceKeys } from '../../devices';

/**
 * /company/component/import: components under one of the unit's transmission devices, or with `kind=dtu` the unit's
 * transmission devices themselves. The unit comes from the query (company_id), the parent device from the query or the picker.
 */
export const DeviceImportPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const companyId = query.get('company_id') ?? undefined;
  const isDtu = query.get('kind') === 'dtu';
  const thingId = query.get('thing_id') ?? undefined;

  const transmissionDevices = useQuery({
    queryKey: deviceKeys.importParents(companyId),
    queryFn: () => fetchDevices({ tab: 'dtu', company_id: companyId, page_no: 0, page_size: 100 }),
    enabled: !isDtu && companyId !== undefined,
  });

  const params = useMemo((): Record<string, string> | undefined => {
    if (!companyId) return undefined;
    if (isDtu) return { company_id: companyId };
    return thingId ? { company_id: companyId, thing_id: thingId } : undefined;
  }, [companyId, isDtu, thingId]);

  return (
    <ImportPage
      title={t(isDtu ? 'imports.dtu.title' : 'imports.component.title')}
      templateKind={isDtu ? 'dtu' : 'component'}
      startPath={isDtu ? '/import/import_dtu' : '/import/import_component'}
      params={params}
      testId="device-import-page"
      onImported={() => void queryClient.invalidateQueries({ queryKey: deviceKeys.all })}
    >
      {!isDtu && (
        <Form.Item label={t('imports.component.parent')} required style={{ marginBottom: 0, maxWidth: 480 }}>
          <Select
            data-testid="import-parent-device"
            showSearch={{ optionFilterProp: 'label' }}
            loading={transmissionDevices.isFetching}
            placeholder={t('imports.component.parentPlaceholder')}
            value={thingId ? Number(thingId) : undefined}
            options={(transmissionDevices.data?.list ?? []).map((device) => ({
              value: device.device_id,
              label: `${device.name}${device.device_code ? ` · ${device.device_code}` : ''}`,
            }))}
            onChange={(value: number) => {
              const next = new URLSearchParams(query);
              next.set('thing_id', String(value));
              setQuery(next, { replace: true });
            }}
          />
        </Form.Item>
      )}
    </ImportPage>
  );
};

export default DeviceImportPage;
