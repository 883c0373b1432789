import { describe, expect, it } from 'vitest';
import { collectSubmitValues, gateName } from '../../components/form-fields';
import { companySections, fromCompany, isOverseerOf, toCompanyBody } from './company-form';

const t = (key: string) => key;
const sections = companySections(t as never, () => []);

describe('company archive form', () => {
  it('holds every company field of spec 001 §3 that the archive writes', () => {
    const ids = sections.flatMap((section) => section.fields.map((field) => field.id));
    for (const id of [
      'company_name',
      'company_code',
      'post_code',
      'contact_phone',
      'legal_representative_code',
      'safety_manager_phone',
      'parttime_responsibility_name',
      'business_license_graph',
      'points',
      'limit_user_count',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends numbers as numbers, pictures as file ids, empty text as null and limits only when ticked', () => {
    const values = collectSubmitValues(
      sections,
      {
        company_name: ' 北京朝阳商厦 ',
        contact_name: '',
        staff_total: '120',
        permanent_assets: '35.5',
        business_license_graph: [{ file_id: 'f1', static_url: '/files/f1' }],
        points: { lng: 116.46, lat: 39.92 },
        limit_user_count: '20',
        [gateName('limit_user_count')]: true,
        limit_device_count: '500',
      },
      'new',
    );
    const body = toCompanyBody(values);
    expect(body).toMatchObject({
      company_name: '北京朝阳商厦',
      contact_name: null,
      staff_total: 120,
      permanent_assets: 35.5,
      business_license_graph: ['f1'],
      company_graph: [],
      points: { lng: 116.46, lat: 39.92 },
      limit_user_count: 20,
      networking_date: '2000-01-01',
    });
    expect(body).not.toHaveProperty('limit_device_count');
  });

  it('shows stored file ids with their static URLs', () => {
    const values = fromCompany({ company_graph: ['a'], staff_total: 12, business_license_graph: null });
    expect(values.company_graph).toEqual([{ file_id: 'a', static_url: '/files/a' }]);
    expect(values.business_license_graph).toEqual([]);
    expect(values.staff_total).toBe('12');
  });

  it('disables the quotas and the category for a unit’s own user, so an edit does not send them', () => {
    const locked = companySections(t as never, () => [], { lockOverseerFields: true });
    const values = collectSubmitValues(
      locked,
      {
        company_name: '华鼎国际大厦',
        category: 'family',
        limit_user_count: '99',
        [gateName('limit_user_count')]: true,
        staff_total: '5',
      },
      'edit',
    );
    expect(values).not.toHaveProperty('category');
    expect(values).not.toHaveProperty('limit_user_count');
    expect(values).toMatchObject({ staff_total: '5' });
    const unitUser = { role_code: 'cared_manager', company_type: 'info_company_cared', company_id: 7 };
    expect(isOverseerOf(unitUser, 7)).toBe(false);
    expect(isOverseerOf({ role_code: 'center_operator', company_type: 'info_center', company_id: 1 }, 7)).toBe(true);
    expect(isOverseerOf({ role_code: 'admin_system', company_type: 'info_center', company_id: 1 }, 1)).toBe(true);
  });
});
