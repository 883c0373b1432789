import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleShape } from './module-shape.js';

/** The module shape's second rule (docs/architecture.md "Module shape"): transactions and service style. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const at = (file) => path.resolve(import.meta.dirname, '../apps/server/src', file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('fireline/module-shape', moduleShape, {
  valid: [
    {
      filename: at('modules/shields/shields.service.ts'),
      code: 'export const createShield = (db, body) => db.transaction((tx) => insertShield(tx, body));',
    },
    { filename: at('modules/shields/shields.repo.ts'), code: 'export const insertShield = (tx, v) => tx.insert(v);' },
    { filename: at('modules/shields/shields.test.ts'), code: 'await ctx.db.transaction(async () => {});' },
    { filename: at('modules/shields/shields.service.ts'), code: 'const createLocalService = () => ({});' },
  ],
  invalid: [
    {
      filename: at('modules/shields/shields.repo.ts'),
      code: 'export const insertShield = (db, v) => db.transaction(async (tx) => tx.insert(v));',
      errors: [{ messageId: 'transaction' }],
    },
    {
      filename: at('ingest/open-events.repo.ts'),
      code: 'export const f = (db) => db.transaction((tx) => tx.execute(sql));',
      errors: [{ messageId: 'transaction' }],
    },
    {
      filename: at('modules/shields/shields.service.ts'),
      code: 'export const createShieldService = (deps) => ({ list: () => deps.db });',
      errors: [{ messageId: 'factory' }],
    },
    {
      filename: at('modules/shields/shields.service.ts'),
      code: 'export function createShieldService(deps) { return {}; }',
      errors: [{ messageId: 'factory' }],
    },
    {
      // Once on the list of factories left; the list is gone, so no name is allowed any more.
      filename: at('modules/maint/tasks.service.ts'),
      code: 'export const createTaskService = (deps) => ({ listTasks: () => deps.db });',
      errors: [{ messageId: 'factory' }],
    },
  ],
});
