import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUnitOptions } from '../api';
import { thirdSystemKeys } from '../keys';

type Props = { value?: number[]; onChange?: (value: number[]) => void; disabled?: boolean };

/** Units of the user's scope, searched by name on the server (the first 50 that match). */
export const UnitPicker = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState(new Map<number, string>());
  const units = useQuery({
    queryKey: thirdSystemKeys.unitOptions(search),
    queryFn: () => fetchUnitOptions(search || undefined),
    staleTime: 60_000,
  });
  const options = new Map(names);
  for (const unit of units.data?.list ?? []) options.set(unit.company_id, unit.company_name);
  return (
    <Select
      mode="multiple"
      value={value ?? []}
      onChange={(next: number[]) => {
        // Keep the chosen units' names, so they still read as names after another search.
        setNames(new Map(next.map((id) => [id, options.get(id) ?? String(id)])));
        onChange?.(next);
      }}
      disabled={disabled}
      placeholder={t('thirdSystems.units.pick')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={units.isFetching}
      options={[...options].map(([id, name]) => ({ value: id, label: name }))}
      style={{ width: '100%' }}
      data-testid="third-unit-picker"
    />
  );
};
