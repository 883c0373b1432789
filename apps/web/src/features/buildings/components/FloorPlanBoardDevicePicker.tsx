import { useQuery } from '@tanstack/react-query';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDevices } from '../../devices';
import type { AnyDevice, DeviceDot } from '@fireline/shared';
import type { DotTarget } from '../api';
import { buildingKeys } from '../keys';

type Props = {
  /** Open while a clicked position waits for its device. */
  open: boolean;
  floorId: number;
  companyId: number | undefined;
  dots: DeviceDot[];
  onChoose: (target: DotTarget) => void;
  onCancel: () => void;
};

/** Option values keep devices and components apart: they live in different tables with overlapping ids. */
const valueOf = (target: DotTarget) =>
  'device_id' in target ? `device:${target.device_id}` : `component:${target.component_id}`;
const targetOf = (value: string): DotTarget => {
  const [kind, id] = value.split(':');
  return kind === 'component' ? { component_id: Number(id) } : { device_id: Number(id) };
};
const labelOf = (item: AnyDevice) => (item.device_code ? `${item.name} · ${item.device_code}` : item.name);

/**
 * Asks which device a new dot is: the floor's devices and components that have no dot yet, searched on the server by
 * name or device ID (the device list call with the floor filter; 100 of each at most, the search narrows them).
 */
export const FloorPlanBoardDevicePicker = ({ open, floorId, companyId, dots, onChoose, onCancel }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const query = {
    company_id: companyId === undefined ? undefined : String(companyId),
    floor_id: String(floorId),
    search: search.trim() || undefined,
    page_no: 0,
    page_size: 100,
  };
  const devices = useQuery({
    queryKey: buildingKeys.freeDevices(floorId, 'all', query.search),
    queryFn: () => fetchDevices({ ...query, tab: 'all' }, { silent: true }),
    enabled: open,
  });
  const components = useQuery({
    queryKey: buildingKeys.freeDevices(floorId, 'component', query.search),
    queryFn: () => fetchDevices({ ...query, tab: 'component' }, { silent: true }),
    enabled: open,
  });
  const placed = new Set(
    dots.map((dot) =>
      dot.device_id !== null ? valueOf({ device_id: dot.device_id }) : valueOf({ component_id: dot.component_id! }),
    ),
  );
  const options = [
    ...(devices.data?.list ?? []).map((item) => ({
      value: valueOf({ device_id: item.device_id }),
      label: labelOf(item),
    })),
    ...(components.data?.list ?? []).map((item) => ({
      value: valueOf({ component_id: item.device_id }),
      label: `${t('buildings.plan.component')} · ${labelOf(item)}`,
    })),
  ].filter((option) => !placed.has(option.value));

  const close = () => {
    setChosen(undefined);
    setSearch('');
  };
  return (
    <Modal
      open={open}
      title={t('buildings.plan.chooseDevice')}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => {
        if (chosen) onChoose(targetOf(chosen));
        close();
      }}
      onCancel={() => {
        close();
        onCancel();
      }}
      destroyOnHidden
    >
      <Select
        data-testid="dot-device-select"
        style={{ width: '100%' }}
        // Opened while the dialog still zooms in, the list would take the select's shrunken width.
        styles={{ popup: { root: { minWidth: 360 } } }}
        value={chosen}
        onChange={setChosen}
        placeholder={t('buildings.plan.devicePlaceholder')}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={devices.isFetching || components.isFetching}
        notFoundContent={devices.isFetching || components.isFetching ? undefined : t('buildings.plan.noFreeDevice')}
        options={options}
      />
    </Modal>
  );
};
