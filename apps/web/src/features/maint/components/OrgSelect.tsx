import type { ContractOption } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { fetchMaintOptions, fetchUnitOptions } from '../api';
import { maintKeys } from '../keys';

type Props = {
  kind: 'maint' | 'unit';
  multiple?: boolean;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Organisations already chosen, so they read as names before a search finds them. */
  known?: ContractOption[];
};

/**
 * The maintenance companies or units the caller may make a contract with, searched by name on the server (the first
 * 50): for a maintenance company its own name and the units bound to it by request.
 */
export const OrgSelect = ({ kind, multiple, value, onChange, disabled, placeholder, known = [] }: Props) => {
  const [search, setSearch] = useState('');
  const options = useQuery({
    queryKey: maintKeys.options(kind, search),
    queryFn: () => (kind === 'maint' ? fetchMaintOptions(search || undefined) : fetchUnitOptions(search || undefined)),
    staleTime: 60_000,
  });
  const names = new Map(known.map((org) => [org.company_id, org.company_name]));
  for (const org of options.data ?? []) names.set(org.company_id, org.company_name);
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(next: number | number[] | undefined) => onChange?.(next)}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={options.isFetching}
      options={[...names].map(([id, name]) => ({ value: id, label: name }))}
      data-testid={`contract-${kind}-select`}
    />
  );
};
