import type { FloorLabel } from '@fireline/shared';

/** Name of the default area every floor gets and must keep (spec 001 §3 "at least one default area"). */
export const DEFAULT_AREA_NAME = '默认区域';

/** floor_no is signed: basements are negative; a mezzanine M<n> sits above F<n>. */
export const floorNoOf = (label: FloorLabel, number: number) => ({
  floorNo: label === 'B' ? -number : number,
  isMezzanine: label === 'M',
});

export const floorLabelOf = (row: {
  floorNo: number;
  isMezzanine: boolean;
}): { floor_type: FloorLabel; floor_number: number } => {
  if (row.floorNo < 0) return { floor_type: 'B', floor_number: -row.floorNo };
  return { floor_type: row.isMezzanine ? 'M' : 'F', floor_number: row.floorNo };
};
