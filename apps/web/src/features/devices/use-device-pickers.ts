import type { DeviceClass, DeviceRecord } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { fetchBuildingFloors, fetchDtuAlarmers, fetchUnitBuildings, fetchUnitDtus, fetchUnitSystems } from './api';
import { deviceFormFields, type PickerName, type PickerOptions } from './form-fields';
import { deviceKeys } from './keys';

/** When `value` changes from one choice to another (not on the first fill of an edit), the dependent field is cleared. */
const useClearOnChange = (form: FormInstance, value: unknown, dependent: string) => {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== null && previous.current !== value)
      form.setFieldValue(dependent, undefined);
    previous.current = value;
  }, [form, value, dependent]);
};

const deviceLabel = (device: DeviceRecord) =>
  device.device_code ? `${device.name} · ${device.device_code}` : device.name;

/**
 * Options of the device form's pickers, from the unit's own lists: buildings, the chosen building's floors (F/M/B
 * labels; cleared and reloaded when the building changes), fire systems, transmission devices and, for a component,
 * the controllers on the chosen DTU. A controller or component hangs on a user information transmission device (10001).
 */
export const useDevicePickers = ({
  form,
  companyId,
  deviceClass,
}: {
  form: FormInstance;
  companyId: number | undefined;
  deviceClass: DeviceClass;
}): PickerOptions => {
  const used = new Set(deviceFormFields[deviceClass].links.map((field) => field.pick).filter(Boolean) as PickerName[]);
  const buildingId = Form.useWatch('building_id', form) as number | undefined | null;
  const dtuId = Form.useWatch('device_dtu_id', form) as number | undefined | null;
  useClearOnChange(form, buildingId, 'floor_id');
  useClearOnChange(form, used.has('alarmer') ? dtuId : undefined, 'alarm_host_id');
  const hasUnit = companyId !== undefined;

  const buildings = useQuery({
    queryKey: deviceKeys.pickerBuildings(companyId),
    queryFn: () => fetchUnitBuildings(companyId!),
    enabled: hasUnit && used.has('building'),
  });
  const floors = useQuery({
    queryKey: deviceKeys.pickerFloors(buildingId),
    queryFn: () => fetchBuildingFloors(buildingId!),
    enabled: Boolean(buildingId) && used.has('floor'),
  });
  const systems = useQuery({
    queryKey: deviceKeys.pickerSystems(companyId),
    queryFn: () => fetchUnitSystems(companyId!),
    enabled: hasUnit && used.has('system'),
  });
  const dtus = useQuery({
    queryKey: deviceKeys.pickerDtus(companyId),
    queryFn: () => fetchUnitDtus(companyId!),
    enabled: hasUnit && used.has('dtu'),
  });
  const alarmers = useQuery({
    queryKey: deviceKeys.pickerAlarmers(dtuId),
    queryFn: () => fetchDtuAlarmers(dtuId!),
    enabled: Boolean(dtuId) && used.has('alarmer'),
  });

  const onlyUitd = deviceClass === 'alarmer' || deviceClass === 'component';
  return {
    building: (buildings.data ?? []).map((item) => ({ value: item.building_id, label: item.building_name })),
    floor: buildingId
      ? (floors.data ?? []).map((item) => ({ value: item.floor_id, label: `${item.floor_type}${item.floor_number}` }))
      : [],
    system: (systems.data ?? []).map((item) => ({ value: item.system_id, label: item.alias_system_name })),
    dtu: (dtus.data ?? [])
      .filter((item) => !onlyUitd || item.device_thing_type === 10001)
      .map((item) => ({ value: item.device_id, label: deviceLabel(item) })),
    alarmer: dtuId ? (alarmers.data ?? []).map((item) => ({ value: item.device_id, label: deviceLabel(item) })) : [],
  };
};
