import { districtTabs, type DistrictKind } from '@fireline/shared';

/** The tab number of a kind in /systemmanage/manage/{type} and in company_add?tab= (spec 001 §2). */
export const tabOfKind = (kind: DistrictKind) =>
  Number((Object.entries(districtTabs) as [string, DistrictKind][]).find(([, tabKind]) => tabKind === kind)![0]);

export const kindOfTab = (tab: string | null | undefined) =>
  districtTabs[Number(tab) as keyof typeof districtTabs] as DistrictKind | undefined;

export const listPath = (kind: DistrictKind) => `/systemmanage/manage/${tabOfKind(kind)}`;

/**
 * The details page of an organisation: a centre has its own (details_center_info, with the platform account), a
 * networked unit is the unit archive's information page, the others share manage/details.
 */
export const detailsPath = (kind: DistrictKind, companyId: number) => {
  if (kind === 'center') return `/systemmanage/manage/details_center_info?company_id=${companyId}`;
  if (kind === 'cared') return `/company/company?company_id=${companyId}&company_type=info_company_cared`;
  return `/systemmanage/manage/details?company_id=${companyId}&tab=${tabOfKind(kind)}`;
};

export const editPath = (kind: DistrictKind, companyId: number) =>
  `/systemmanage/manage/company_add?tab=${tabOfKind(kind)}&type=edit&company_id=${companyId}`;

/** The units bound to a centre, maintenance company or authority, and the binding dialog (spec 001 §2 binding_unit). */
export const bindingUnitPath = (kind: DistrictKind, companyId: number) =>
  `/systemmanage/manage/binding_unit?company_id=${companyId}&tab=${tabOfKind(kind)}`;
