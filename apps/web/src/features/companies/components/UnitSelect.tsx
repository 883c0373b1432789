import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { fetchUnitOptions } from '../api';
import { companyKeys } from '../keys';

type Props = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
};

/** A unit of the user's scope, searched by name on the server (the first 50 that match). */
export const UnitSelect = ({ value, onChange, disabled, placeholder, style, ...rest }: Props) => {
  const [search, setSearch] = useState('');
  const units = useQuery({
    queryKey: companyKeys.unitOptions(search),
    queryFn: () => fetchUnitOptions(search || undefined),
    staleTime: 60_000,
  });
  return (
    <Select
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={units.isFetching}
      options={(units.data?.list ?? []).map((unit) => ({ value: unit.company_id, label: unit.company_name }))}
      data-testid={rest['data-testid']}
    />
  );
};
