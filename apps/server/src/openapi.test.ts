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

/**
 * One line per path and per component schema: indented, the document passed 3 MB (too large to keep in git); on one
 * line a change could not be read in a diff. This way it is under 1 MB and a change shows as the lines it touched.
 */
const linePerEntry = (document: Record<string, unknown>) => {
  const entry = ([key, value]: [string, unknown], indent: string): string =>
    value && typeof value === 'object' && !Array.isArray(value) && indent === ''
      ? `${JSON.stringify(key)}: {\n${Object.entries(value)
          .map((inner) => entry(inner, '  '))
          .join(',\n')}\n}`
      : `${indent}${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  return `{\n${Object.entries(document)
    .map((item) => entry(item, ''))
    .join(',\n')}\n}`;
};

describe('the committed OpenAPI document', () => {
  it('is the one the routes declare', async () => {
    const document = linePerEntry(ctx.app.swagger() as unknown as Record<string, unknown>);
    await expect(`${document}\n`).toMatchFileSnapshot('../../../docs/openapi.json');
  });

  it('describes the push stream with its message union', () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema: { anyOf?: unknown[] } }> }> };
    const paths = (ctx.app.swagger() as unknown as { paths: Record<string, { get?: Operation }> }).paths;
    const stream = paths['/sse']?.get?.responses['200']?.content?.['text/event-stream']?.schema;
    // The union of pushed messages, and the heartbeat beside it.
    expect(stream?.anyOf).toHaveLength(2);
  });
});
