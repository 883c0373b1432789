import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

/**
 * The module shape's lint rule (docs/architecture.md "Module shape", "Dependency direction"): what it lets through and
 * what it stops, for server modules and web features.
 */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const server = path.resolve(import.meta.dirname, '../apps/server/src');
const web = path.resolve(import.meta.dirname, '../apps/web/src');
const at = (file) => path.join(server, file);
const atWeb = (file) => path.join(web, file);
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
    { filename: atWeb('features/home/hooks.ts'), code: "import { useScopeStats } from '../stats';" },
    {
      filename: atWeb('features/stats/index.ts'),
      code: "export { useStat } from './hooks';\nexport type { StatQuery } from './api';\nexport * from './format';",
    },
    {
      filename: atWeb('features/stats/routes.ts'),
      code: "export const StatsPage = lazy(() => import('./pages/StatsPage'));",
    },
    { filename: atWeb('features/home/hooks.ts'), code: "import { useScopeStats } from '../stats/index';" },
    { filename: atWeb('features/home/hooks.ts'), code: "import { useHomeCards } from './components/cards';" },
    {
      filename: atWeb('features/hydrants/pages/HydrantDetailsRoute.tsx'),
      code: "import { EventDetailPage } from '../../events/routes';",
    },
    { filename: atWeb('app/routes.tsx'), code: "import { EventListPage } from '../features/events/routes';" },
    { filename: atWeb('app/Layout.tsx'), code: "import { logout } from '../features/auth';" },
    { filename: atWeb('app/Layout.tsx'), code: "import { api } from '../lib/api';" },
    { filename: atWeb('locales/en-US.ts'), code: "import { eventsEnUS } from '../features/events/i18n';" },
    { filename: atWeb('locales/en-US.ts'), code: "import { shieldsEn } from '../features/events/shields-i18n';" },
    { filename: atWeb('features/home/home.test.tsx'), code: "import { renderDetail } from '../events/test-support';" },
    {
      filename: atWeb('features/home/pages/HomePage.tsx'),
      code: "import { DataTable } from '../../../components/DataTable';",
    },
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
    {
      filename: atWeb('features/home/hooks.ts'),
      code: "import { useScopeStats } from '../stats/hooks';",
      errors: [
        {
          messageId: 'internals',
          data: {
            target: '../stats/hooks',
            kind: 'feature',
            unit: 'stats',
            entries: "its index ('../stats') or its routes ('../stats/routes')",
          },
        },
      ],
    },
    {
      filename: atWeb('features/home/components/Card.tsx'),
      code: "import type { ScopeStats } from '../../stats/api';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: atWeb('features/hydrants/pages/HydrantDetailsRoute.tsx'),
      code: "const EventDetailPage = lazy(() => import('../../events/pages/EventDetailPage'));",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: atWeb('app/routes.tsx'),
      code: "const EventListPage = lazy(() => import('../features/events/pages/EventListPage'));",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: atWeb('components/Card.tsx'),
      code: "export { barOption } from '../features/home/charts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: atWeb('features/home/pages/HomePage.tsx'),
      code: "import { eventsEnUS } from '../../events/i18n';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: atWeb('features/stats/index.ts'),
      code: "import { useStat } from './hooks';\nexport const STATS_KEY = 'stats';\nexport { useStat };",
      errors: [{ messageId: 'reexportsOnly' }, { messageId: 'reexportsOnly' }, { messageId: 'reexportsOnly' }],
    },
  ],
});
