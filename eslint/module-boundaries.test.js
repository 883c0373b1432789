import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

/** The module shape's lint rule (docs/architecture.md "Module shape"): what it lets through and what it stops. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const server = path.resolve(import.meta.dirname, '../apps/server/src');
const at = (file) => path.join(server, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('fireline/module-boundaries', moduleBoundaries, {
  valid: [
    { filename: at('modules/events/event-records.ts'), code: "import { presentShield } from '../shields';" },
    { filename: at('modules/shields/shields.service.ts'), code: "import { findShield } from './shields.repo';" },
    { filename: at('modules/shields/shields.repo.ts'), code: "import { shields } from '../../db/schema';" },
    { filename: at('modules/shields/shields.repo.ts'), code: "import { and, eq } from 'drizzle-orm';" },
    { filename: at('modules/shields/shields.service.ts'), code: "import type { SQL } from 'drizzle-orm';" },
    { filename: at('modules/shields/shields.service.ts'), code: "import type { shields } from '../../db/schema';" },
    { filename: at('modules/shields/shields.test.ts'), code: "import { findShield } from '../shields/shields.repo';" },
    { filename: at('modules/shields/shields.test.ts'), code: "import { devices } from '../../db/schema';" },
    { filename: at('modules/maint/test-fixtures.ts'), code: "import { roles } from '../../db/schema';" },
    { filename: at('app.ts'), code: "import { shieldRoutes } from './modules/shields';" },
  ],
  invalid: [
    {
      filename: at('modules/events/event-records.ts'),
      code: "import { presentShield } from '../shields/shields.service';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('scheduler/jobs.ts'),
      code: "export { expireShields } from '../modules/shields/shields.service';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('modules/shields/shields.service.ts'),
      code: "import { shields } from '../../db/schema';",
      errors: [{ messageId: 'schema' }],
    },
    {
      filename: at('modules/shields/shields.service.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ messageId: 'schema' }],
    },
    {
      filename: at('modules/shields/shields.routes.ts'),
      code: "import { shields } from '../../db/schema/events';",
      errors: [{ messageId: 'schema' }],
    },
  ],
});
