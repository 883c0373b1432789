import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, message, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { formatEpoch } from '../../lib/site-time';
import { childrenOf, RegionName } from '../../components/AddressPicker';
import { withConfirm } from '../../components/confirm-dialog';
import type { TableHead } from '../../components/table-filters';
import type { MessageKey } from '../../locales/en-US';
import { componentKeys } from '../../components/keys';

/** The provinces as the region column's filter choices. */
export const useProvinceOptions = () => {
  const provinces = useQuery({
    queryKey: componentKeys.region(''),
    queryFn: () => api.get('/address/region/', {}, { silent: true }),
    staleTime: Infinity,
  });
  return useMemo(
    () => childrenOf(provinces.data).map((node) => ({ value: node.code, label: node.name })),
    [provinces.data],
  );
};

type Column = { name: string; width: number };

/** A unit's region by its deepest code; filtered by province when the choices are given. */
export const regionHead = <Row extends { company_address: string | null }>(
  { name, width }: Column,
  provinces?: { value: string; label: string }[],
): TableHead<Row> => ({
  id: 'company_address',
  name,
  width,
  ...(provinces ? { filter_options: { type: 'select', key: 'region_code', options: provinces } } : {}),
  custom: (row) => <RegionName code={row.company_address} />,
});

/** A unit's online state as a tag; filterable by it when asked. */
export const onlineHead = <Row extends { enum_company_online_status: number }>(
  t: (key: MessageKey) => string,
  { name, width }: Column,
  filter = false,
): TableHead<Row> => ({
  id: 'enum_company_online_status',
  name,
  width,
  ...(filter
    ? {
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`companies.online.${value}` as MessageKey) })),
        },
      }
    : {}),
  custom: (row) => (
    <Tag color={row.enum_company_online_status === 1 ? 'green' : 'default'}>
      {t(`companies.online.${row.enum_company_online_status}` as MessageKey)}
    </Tag>
  ),
});

/** A record's creation time to the minute; filterable by a date range (start_time / end_time) when asked. */
export const createdHead = <Row extends { create_time: number }>(
  { name, width }: Column,
  filter = false,
): TableHead<Row> => ({
  id: 'create_time',
  name,
  width,
  ...(filter ? { filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] } } : {}),
  custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
});

/**
 * The selection and its delete on a unit list: nothing chosen says so, otherwise the count is confirmed, the call
 * made, the selection cleared and the list refreshed.
 */
export const useSelectionDelete = ({
  remove,
  confirmText,
  queryKey,
}: {
  remove: (ids: number[]) => Promise<unknown>;
  confirmText: (count: number) => string;
  queryKey: QueryKey;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      void message.success(t('companies.list.deleted'));
      setSelected([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(t('companies.list.pleaseSelect'));
      return;
    }
    void withConfirm({ content: confirmText(ids.length), danger: true }, () =>
      removal.mutateAsync(ids).catch(() => undefined),
    );
  };
  return {
    /** The table's selection (give it only to who may delete). */
    selection: { keys: selected, onChange: (keys: Key[]) => setSelected(keys) },
    /** The toolbar's delete of the selection. */
    batchDeleteButton: (label: string, testId: string) => (
      <Button danger onClick={() => confirmDelete(selected.map(Number))} data-testid={testId}>
        {label}
      </Button>
    ),
    /** A row's delete link. */
    rowDeleteButton: (id: number, testId: string) => (
      <Button type="link" danger size="small" onClick={() => confirmDelete([id])} data-testid={testId}>
        {t('companies.list.delete')}
      </Button>
    ),
  };
};
