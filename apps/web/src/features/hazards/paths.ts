/** Where the hazard pages are (spec 002 §2 /danger/*, /detailspage/{details_type}). */
export const HAZARD_LIST_PATH = '/danger/hidden_danger_list';
export const HAZARD_EXAMINE_PATH = '/danger/examine_hazard_list';
export const HAZARD_EDIT_PATH = '/danger/hazard/edit';

/** A hazard's detail from the list (history_detail) or from the review list (examine_hazard/details). */
export const hazardDetailPath = (id: number, from: 'list' | 'examine' = 'list') =>
  from === 'examine' ? `/danger/examine_hazard/details?id=${id}` : `${HAZARD_LIST_PATH}/history_detail?id=${id}`;

/** The hazard a hidden-danger (yinhuan) alarm raised: the detail page reached from the alarm area. */
export const hazardOfEventPath = (eventId: number) => `/detailspage/hazard?event_id=${eventId}`;

export const hazardEditPath = (id?: number) => (id ? `${HAZARD_EDIT_PATH}?type=edit&id=${id}` : HAZARD_EDIT_PATH);
