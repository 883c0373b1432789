import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { fetchUnitOptions } from '../api';
import { eventForwardKeys } from '../keys';

type Props = {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Names of units already chosen, so they read as names before a search finds them. */
  known?: { company_id: number; company_name: string }[];
};

/** Units of the user's scope, searched by name on the server (the first 50 that match). */
export const UnitMultiSelect = ({ value, onChange, disabled, placeholder, known = [] }: Props) => {
  const [search, setSearch] = useState('');
  const units = useQuery({
    queryKey: eventForwardKeys.units(search),
    queryFn: () => fetchUnitOptions(search || undefined),
    staleTime: 60_000,
  });
  const options = new Map(known.map((unit) => [unit.company_id, unit.company_name]));
  for (const unit of units.data?.list ?? []) options.set(unit.company_id, unit.company_name);
  return (
    <Select
      mode="multiple"
      value={value ?? []}
      onChange={(next: number[]) => onChange?.(next)}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={units.isFetching}
      options={[...options].map(([id, name]) => ({ value: id, label: name }))}
      data-testid="rule-units"
    />
  );
};
