import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

/**
 * The OpenAPI document integrators read is committed as docs/openapi.json; this fails when the routes' declared
 * contract changes without it. Regenerate with `npm run openapi` and commit the difference with the change.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the committed OpenAPI document', () => {
  it('is the one the routes declare', async () => {
    const document = JSON.stringify(ctx.app.swagger(), null, 2);
    await expect(`${document}\n`).toMatchFileSnapshot('../../../docs/openapi.json');
  });
});
