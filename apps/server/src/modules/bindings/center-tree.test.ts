import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

describe('the centre tree (other/getCenterTree)', () => {
  it('shows the centre tree with the units in scope only', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const { body } = await authority.call<{ center_name: string; children: { company_name: string }[] }[]>({
      path: '/api_proxy/other/getCenterTree',
    });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.center_name).toBe('火线消防远程监控中心');
    expect(body.data[0]!.children.map((unit) => unit.company_name).sort()).toEqual(
      ['华鼎国际大厦', '学院路便民商场'].sort(),
    );
    const [unbound] = await ctx.db
      .select()
      .from(organisations)
      .where(and(eq(organisations.kind, 'cared'), eq(organisations.name, '朝阳实验学校')));
    expect(JSON.stringify(body.data)).not.toContain(unbound!.name);
  });
});
