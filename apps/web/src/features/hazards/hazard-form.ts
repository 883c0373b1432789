import { HAZARD_DESCRIPTION_MAX, HAZARD_LOCATION_MAX, type HazardInput, type HazardRecord } from '@fireline/shared';
import type { Dayjs } from 'dayjs';
import { epochToSiteWall, siteWallToEpoch } from '../../lib/site-time';
import type { FieldOption, FormSection } from '../../components/form-fields';
import type { UploadValue } from '../../components/upload';
import type { Translate } from '../../locales/translate';

export type PlanPoint = { x: number; y: number };

/** The report form: what the hazard is (unit, description, level, deadline, photos) and where (place, plan point). */
export const hazardSections = (
  t: Translate,
  options: { companies: FieldOption[]; buildings: FieldOption[]; floors: FieldOption[]; isUnitFixed: boolean },
): FormSection[] => [
  {
    id: 'basic',
    title: t('hazards.edit.section.basic'),
    fields: [
      {
        id: 'company_id',
        name: t('hazards.field.company'),
        type: 'select_pick',
        check_type: 'required',
        options: options.companies,
        // A unit's people report for their own unit; a report's unit never changes.
        disabled: true,
        new_disabled: options.isUnitFixed,
      },
      {
        id: 'level',
        name: t('hazards.field.level'),
        type: 'select_radio',
        check_type: 'required',
        options: [1, 2].map((level) => ({ value: level, label: t(`hazards.level.${level as 1 | 2}`) })),
      },
      {
        id: 'description',
        name: t('hazards.field.description'),
        type: 'textarea',
        check_type: 'required',
        expand: { max_length: HAZARD_DESCRIPTION_MAX },
      },
      { id: 'deadline', name: t('hazards.field.deadline'), type: 'input', slot: 'deadline' },
      { id: 'photos', name: t('hazards.field.photos'), type: 'img', slot: 'photos', expand: { wide: true } },
    ],
  },
  {
    id: 'place',
    title: t('hazards.edit.section.place'),
    fields: [
      { id: 'building_id', name: t('hazards.field.building'), type: 'select_pick', options: options.buildings },
      { id: 'floor_id', name: t('hazards.field.floor'), type: 'select_pick', options: options.floors },
      {
        id: 'location',
        name: t('hazards.field.location'),
        type: 'input',
        expand: { max_length: HAZARD_LOCATION_MAX },
      },
      {
        id: 'plan',
        name: t('hazards.field.planPoint'),
        type: 'input',
        slot: 'plan',
        expand: { wide: true },
      },
    ],
  },
];

const numberOrNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

/** The form's values as POST / PUT patrol/hazard/info take them. */
export const toHazardBody = (values: Record<string, unknown>, companyId: number): HazardInput => {
  const plan = values.plan as PlanPoint | null | undefined;
  const floorId = numberOrNull(values.floor_id);
  const deadline = values.deadline as Dayjs | null | undefined;
  return {
    company_id: companyId,
    building_id: numberOrNull(values.building_id),
    floor_id: floorId,
    plan_x: plan && floorId ? plan.x : null,
    plan_y: plan && floorId ? plan.y : null,
    location: typeof values.location === 'string' ? values.location : '',
    description: typeof values.description === 'string' ? values.description : '',
    level: Number(values.level ?? 1) === 2 ? 2 : 1,
    photo_ids: ((values.photos as UploadValue[] | undefined) ?? []).map((photo) => photo.file_id),
    deadline: deadline ? siteWallToEpoch(deadline) : null,
  };
};

/** A stored hazard as the form holds it. */
export const fromHazard = (hazard: HazardRecord): Record<string, unknown> => ({
  company_id: hazard.company_id,
  level: hazard.level,
  description: hazard.description,
  deadline: hazard.deadline ? epochToSiteWall(hazard.deadline) : undefined,
  photos: hazard.photos.map((photo) => ({ file_id: photo.file_id, static_url: photo.static_url })),
  building_id: hazard.building_id ?? undefined,
  floor_id: hazard.floor_id ?? undefined,
  location: hazard.location,
  plan: hazard.plan_x !== null && hazard.plan_y !== null ? { x: hazard.plan_x, y: hazard.plan_y } : null,
});
