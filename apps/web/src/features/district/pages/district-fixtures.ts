import type { StubCall } from '../../../components/test-utils';

const regions: Record<string, string> = { '11': '北京市', '1101': '市辖区', '110108': '海淀区' };

/** A regulatory centre as center/info answers it; `account` null for one without a platform account. */
export const buildCenter = (account: string | null) => ({
  company_id: 3,
  company_name: '海淀区消防监管中心',
  company_type: 'info_center',
  enum_center_level: 2,
  company_address: '110108',
  company_address_specific: '北京市海淀区学院路30号',
  points: { lng: 116.35, lat: 39.99 },
  contact_name: '赵监管',
  contact_phone: '13800001111',
  is_platform: account ? 1 : 0,
  account,
  create_time: 1_763_000_000,
  update_time: 1_763_100_000,
});

/** The GETs a district page makes besides its record: level code tables and region names. */
export const answerLookups = (call: StubCall) => {
  if (call.path.startsWith('/api_proxy/enum/list/')) {
    return [
      { id: 1, name: '市级', eng_name: 'City level' },
      { id: 2, name: '区级', eng_name: 'District level' },
    ];
  }
  if (call.path === '/address/region/') {
    const code = call.query.get('code') ?? '';
    return { self: { code, name: regions[code] ?? code }, childs: [] };
  }
  return undefined;
};
