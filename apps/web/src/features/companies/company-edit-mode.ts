/**
 * The unit form's mode. Forms are in edit mode with type=edit, else new (spec 001 §3). /company/company/edit is a page
 * of one unit (under its tabs): reached with that unit's company_id it edits the unit even without type=edit, since
 * a new unit is made from the unit list, never from inside another unit.
 */
export const companyEditMode = (pathname: string, search: URLSearchParams): 'new' | 'edit' => {
  if (search.get('type') === 'edit') return 'edit';
  return pathname === '/company/company/edit' && /^\d+$/.test(search.get('company_id') ?? '') ? 'edit' : 'new';
};
