import type { HydrantItem } from '@fireline/shared';
import { numberOrNull } from '../../components/form-fields';

/** Values of the hydrant form (add_firecock); the address is either a listed one or region + text. */
export type HydrantFormValues = {
  equipment_number: string;
  address_id?: number | null;
  region_code?: string;
  address?: string;
  /** Typed into text inputs: numbers or their text. */
  longitude: number | string;
  latitude: number | string;
  position_desc?: string;
  remarks?: string;
  out_hydrant_pipe_diameter: number;
  waterhead_apply?: number | null;
  waterline_form?: number | null;
  placing_form?: number | null;
  alarm_host?: string;
  type: number;
  lower_limit?: number | string | null;
};

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The call's body: values trimmed (spec 001 §5), a listed address wins over typed text, empty choices sent as null. */
export const toHydrantBody = (values: HydrantFormValues) => {
  const hasListed = typeof values.address_id === 'number';
  return {
    equipment_number: trimmed(values.equipment_number),
    address_id: hasListed ? values.address_id : null,
    region_code: hasListed ? null : trimmed(values.region_code) || null,
    address: hasListed ? null : trimmed(values.address) || null,
    longitude: Number(values.longitude),
    latitude: Number(values.latitude),
    position_desc: trimmed(values.position_desc),
    remarks: trimmed(values.remarks),
    out_hydrant_pipe_diameter: values.out_hydrant_pipe_diameter,
    waterhead_apply: values.waterhead_apply ?? null,
    waterline_form: values.waterline_form ?? null,
    placing_form: values.placing_form ?? null,
    alarm_host: trimmed(values.alarm_host),
    type: values.type,
    lower_limit: numberOrNull(values.lower_limit) ?? 0.1,
  };
};

/** The form's initial values for an existing hydrant (edit mode). */
export const toHydrantForm = (item: HydrantItem): HydrantFormValues => ({
  equipment_number: item.equipment_number,
  address_id: item.address_id,
  longitude: item.longitude,
  latitude: item.latitude,
  position_desc: item.position_desc,
  remarks: item.remarks,
  out_hydrant_pipe_diameter: item.out_hydrant_pipe_diameter,
  waterhead_apply: item.waterhead_apply,
  waterline_form: item.waterline_form,
  placing_form: item.placing_form,
  alarm_host: item.alarm_host,
  type: item.type,
  lower_limit: item.lower_limit,
});
