import type { PatrolArchive, PeopleTreeNode } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchArchive, fetchPeople, fetchSites, fetchUnits } from '../api';
import { patrolKeys } from '../keys';

/** A unit of the caller's scope, by name (centre people pick the unit they act for). */
export const UnitSelect = ({ value, onChange }: { value?: number; onChange?: (id?: number) => void }) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const units = useQuery({ queryKey: patrolKeys.units(name), queryFn: () => fetchUnits(name || undefined) });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      value={value}
      onChange={onChange}
      placeholder={t('patrol.field.unitPlaceholder')}
      options={(units.data?.list ?? []).map((unit) => ({ value: unit.company_id, label: unit.company_name }))}
      data-testid="patrol-unit-select"
      style={{ minWidth: 220 }}
    />
  );
};

const peopleOf = (nodes: PeopleTreeNode[]): { value: number; label: string }[] =>
  nodes.flatMap((node) =>
    node.type === 'user'
      ? [{ value: node.id, label: node.name }]
      : peopleOf('children' in node ? (node.children ?? []) : []),
  );

/** People of a unit (its departments' tree, flattened): an executor or the participants. */
export const PeopleSelect = ({
  companyId,
  multiple,
  value,
  onChange,
  testId,
  placeholder,
}: {
  companyId?: number;
  multiple?: boolean;
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  testId?: string;
  placeholder?: string;
}) => {
  const people = useQuery({ queryKey: patrolKeys.people(companyId), queryFn: () => fetchPeople(companyId) });
  const options = [...new Map(peopleOf(people.data ?? []).map((option) => [option.value, option])).values()];
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={options}
      loading={people.isFetching}
      placeholder={placeholder}
      data-testid={testId}
      style={{ minWidth: 200 }}
    />
  );
};

/** Sites of a unit (several, in the order chosen). */
export const SiteSelect = ({
  companyId,
  value,
  onChange,
  multiple = true,
  testId,
  placeholder,
  style,
}: {
  companyId?: number;
  value?: number[] | number;
  onChange?: (value: number[] | number) => void;
  multiple?: boolean;
  testId?: string;
  placeholder?: string;
  style?: CSSProperties;
}) => {
  const sites = useQuery({
    queryKey: patrolKeys.siteOptions(companyId),
    queryFn: () => fetchSites({ company_cared_id: companyId, page_no: 0, page_size: 100 }),
  });
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={(sites.data?.list ?? []).map((site) => ({
        value: site.id,
        label: `${site.site_name} (${site.site_code})`,
      }))}
      loading={sites.isFetching}
      placeholder={placeholder}
      style={style}
      data-testid={testId}
    />
  );
};

/**
 * A facility of the unit's archives (an extinguisher group, a hydrant…) a point may be, searched by name or number
 * (patrol/archive/list_by_company_id). `onPick` gets the facility, so the form can take its place.
 */
export const EquipmentSelect = ({
  companyId,
  value,
  onChange,
  onPick,
}: {
  companyId?: number;
  value?: number | null;
  onChange?: (id: number | null) => void;
  onPick?: (item: PatrolArchive) => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const archive = useQuery({
    queryKey: patrolKeys.archive(companyId, name),
    queryFn: () => fetchArchive({ company_cared_id: companyId, name: name || undefined, page_size: 50 }),
    enabled: Boolean(companyId),
  });
  const list = archive.data?.list ?? [];
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      disabled={!companyId}
      value={value ?? undefined}
      loading={archive.isFetching}
      onChange={(id?: number) => {
        onChange?.(id ?? null);
        const item = list.find((entry) => entry.equipment_id === id);
        if (item) onPick?.(item);
      }}
      placeholder={t(companyId ? 'patrol.site.facilityPlaceholder' : 'patrol.site.facilityNeedsUnit')}
      notFoundContent={archive.isFetching ? undefined : t('patrol.site.noFacility')}
      options={list.map((item) => ({
        value: item.equipment_id,
        label: `${item.equipment_name} · ${item.equipment_number} (${item.enum_equipment_type.name})`,
      }))}
      data-testid="patrol-facility-select"
      style={{ width: 420 }}
    />
  );
};
