import { unitOwnKinds, type CompanyRecord, type DistrictKind, type OrgKind } from '@fireline/shared';
import type { FieldOption, FormSection } from '../../components/form-fields';
import type { Translate } from '../../locales/translate';
import { COMPANY_ENUMS, companySections, fromCompany, toCompanyBody } from '../companies';
import { DISTRICT_ENUMS, districtSections, toDistrictUpdate } from '../district';

/** Every code table the archive forms of any kind name. */
export const ARCHIVE_ENUMS = [...COMPANY_ENUMS, ...DISTRICT_ENUMS] as const;

export const isUnitKind = (kind: OrgKind) => unitOwnKinds.includes(kind);

/** The district form a kind uses; a fire station has none of its own and takes a centre's, without the level. */
const districtKindOf = (kind: OrgKind): DistrictKind => (kind === 'maint' || kind === 'authority' ? kind : 'center');

/**
 * The archive form of the caller's own organisation: a unit's is the unit form (spec 001 §3, the category only for a
 * networked unit), a centre's, maintenance company's or authority's the district form without its account section
 * (the account belongs to account management). Fields the server says are not the caller's (`locked`) are shown
 * disabled in both modes, so they are never sent.
 */
export const archiveSections = (options: {
  t: Translate;
  kind: OrgKind;
  enumOptions: (name: string) => FieldOption[];
  locked: readonly string[];
}): FormSection[] => {
  const { t, kind, enumOptions, locked } = options;
  const sections = isUnitKind(kind)
    ? companySections(t, enumOptions).map((section) => ({
        ...section,
        fields: section.fields.filter((field) => kind === 'cared' || field.id !== 'category'),
      }))
    : districtSections({ t, kind: districtKindOf(kind), enumOptions, isPlatform: false, hasAccount: true })
        .filter((section) => section.id !== 'account')
        .map((section) => ({
          ...section,
          fields: section.fields.filter((field) => kind !== 'firestation' || field.id !== 'enum_center_level'),
        }));
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) =>
      locked.includes(field.id)
        ? {
            ...field,
            disabled: true,
            new_disabled: true,
            expand: { ...field.expand, help: t('orgSettings.basic.locked') },
          }
        : field,
    ),
  }));
};

/** The record as the form holds it (pictures as upload values for a unit's form). */
export const toArchiveValues = (record: CompanyRecord) =>
  isUnitKind(record.company_kind) ? fromCompany(record) : (record as Record<string, unknown>);

/** The form's values as the change call takes them: emptied fields as null. */
export const toArchiveUpdate = (kind: OrgKind, values: Record<string, unknown>) =>
  isUnitKind(kind) ? toCompanyBody(values) : toDistrictUpdate(values);
