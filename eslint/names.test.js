import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { names } from './names.js';

/** The names table's lint rule (docs/architecture.md "Names"): a ruled-out name fails as an identifier, file or key. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2022,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('fireline/names', names, {
  valid: [
    { filename: at('packages/shared/src/event-handling.ts'), code: 'export const eventMessages = {};' },
    { filename: at('apps/server/src/modules/repair/repair.service.ts'), code: 'const unitId = body.company_cared_id;' },
    { filename: at('apps/server/src/modules/repair/repair.service.ts'), code: 'const row = { company_cared_id: 1 };' },
    { filename: at('apps/web/src/features/events/api.ts'), code: 'const caredId = 1;' },
    { filename: at('apps/web/src/features/events/pages/EventListPage.tsx'), code: "t('events.title');" },
    { filename: at('apps/web/src/features/events/pages/EventListPage.tsx'), code: "const text = 'alarms';" },
  ],
  invalid: [
    {
      filename: at('packages/shared/src/event-handling.ts'),
      code: 'export const alarmMessages = {};',
      errors: [{ messageId: 'name', data: { name: 'alarmMessages', use: 'eventMessages' } }],
    },
    {
      filename: at('apps/server/src/modules/repair/repair.service.ts'),
      code: 'const caredId = body.company_cared_id;\nuse(options.companyCaredId);',
      errors: [{ messageId: 'name' }, { messageId: 'name' }],
    },
    { filename: at('apps/server/src/db/schema/alarms.ts'), code: 'export {};', errors: [{ messageId: 'name' }] },
    { filename: at('apps/web/src/features/alarms/index.ts'), code: 'export {};', errors: [{ messageId: 'name' }] },
    {
      filename: at('apps/web/src/features/hazards/components/DangerFrame.tsx'),
      code: 'export const DangerFrame = () => <div />;',
      errors: [{ messageId: 'name' }, { messageId: 'name' }],
    },
    {
      filename: at('apps/web/src/features/events/pages/EventListPage.tsx'),
      code: "t('alarms.title');\nt(`alarms.category.${category}`);",
      errors: [{ messageId: 'name' }, { messageId: 'name' }],
    },
    {
      filename: at('apps/web/src/app/routes.tsx'),
      code: '<AlarmListPage />;',
      errors: [{ messageId: 'name' }],
    },
  ],
});
