import { describe, expect, it } from 'vitest';
import { canonicalParams, computeSign, sha256Hex, signRequest } from './sign';

describe('signing', () => {
  it('sorts parameters, drops sign and empty values, and appends the body hash', () => {
    expect(canonicalParams({ b: 2, a: 'x', sign: 'zz', c: undefined })).toBe('a=x&b=2');
    expect(canonicalParams({ a: 1 }, '{"k":1}')).toBe(`a=1&body=${sha256Hex('{"k":1}')}`);
  });

  it('is the SHA-256 of the lower-case method, the secret and the canonical parameters', () => {
    expect(computeSign({ method: 'GET', secret: 's3', params: { b: 2, a: 1 } })).toBe(sha256Hex('gets3a=1&b=2'));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('adds the atom fields and lang=eng in English, with a fresh nonce each time', () => {
    const first = signRequest({
      method: 'get',
      secret: 's',
      uid: 7,
      clientCode: 'web',
      clientVersion: '1',
      lang: 'en',
      now: 1_700_000_000_000,
    });
    const second = signRequest({
      method: 'get',
      secret: 's',
      uid: 7,
      clientCode: 'web',
      clientVersion: '1',
      now: 1_700_000_000_000,
    });
    expect(first).toMatchObject({
      uid: '7',
      view_type: 'web',
      cc: 'web',
      cv: '1',
      sign_time: 1_700_000_000,
      lang: 'eng',
    });
    expect(second.lang).toBeUndefined();
    expect(first.sign_random).not.toBe(second.sign_random);
    expect(first.sign).toBe(computeSign({ method: 'get', secret: 's', params: first }));
  });
});
