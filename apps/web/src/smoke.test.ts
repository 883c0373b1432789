import { computeSign } from '@fireline/shared';
import { expect, it } from 'vitest';

it('signs with the shared implementation', () => {
  expect(computeSign({ method: 'GET', secret: 's', params: { b: 2, a: 1 } })).toMatch(/^[0-9a-f]{64}$/);
});
