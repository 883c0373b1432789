import { OPERATION_REMARK_MAX } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { describeInput, recordIdsOf } from './operation-log-remark';

describe('the operation log remark', () => {
  it('lists the fields sent, the signed-call envelope left out', () => {
    expect(
      describeInput({
        query: { building_id: 7, uid: 3, sign: 'abc', sign_time: 1, sign_random: 'x', cc: 'web', cv: '1', lang: 'eng' },
        body: { building_name: 'A 座', floors: [1, 2], points: { lng: 116.3, lat: 39.9 }, remark: null },
      }),
    ).toBe('building_id: 7; building_name: A 座; floors: [1,2]; points: {"lng":116.3,"lat":39.9}; remark: null');
  });

  it('masks passwords, tokens, signatures, keys and secrets at any depth', () => {
    const remark = describeInput({
      body: {
        account: 'zhang01',
        password: 'Pw@12345',
        old_password: 'Old@12345',
        user_token: 't0k3n',
        endpoint: { url: 'https://hooks.example', hmac_secret: 's3cr3t', headers: [{ api_key: 'k3y' }] },
        signature: 'sig',
      },
    });
    expect(remark).toBe(
      'account: zhang01; password: ******; old_password: ******; user_token: ******; endpoint: {"url":"https://hooks.example","hmac_secret":"******","headers":[{"api_key":"******"}]}; signature: ******',
    );
    expect(remark).not.toMatch(/Pw@|Old@|t0k3n|s3cr3t|k3y|sig"/);
  });

  it('clips a long value and the whole remark', () => {
    const long = 'x'.repeat(500);
    expect(describeInput({ body: { picture: long } })).toBe(`picture: ${'x'.repeat(119)}…`);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`field_${index}`, long]));
    const remark = describeInput({ body: many });
    expect(remark).toHaveLength(OPERATION_REMARK_MAX);
    expect(remark.endsWith('…')).toBe(true);
  });
});

describe('the changed records’ ids', () => {
  it("reads id, ids and the module's own keys from the answer, then the input", () => {
    expect(recordIdsOf(['building_id'], [{ building_id: 12, company_id: 2 }, { company_id: 2 }])).toEqual(['12']);
    expect(recordIdsOf(['device_ids'], [{ device_ids: [4, 5] }, undefined, { device_ids: '4,5,6' }])).toEqual([
      '4',
      '5',
      '6',
    ]);
    expect(recordIdsOf([], [[{ id: 1 }, { id: 2 }], { name: 'x' }])).toEqual(['1', '2']);
    expect(recordIdsOf(['building_id'], [null, 'text', { building_id: 'a b;c' }])).toEqual([]);
  });
});
