import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/module-boundaries.js';
import { moduleShape } from './eslint/module-shape.js';
import { names } from './eslint/names.js';
import apiContract from './eslint/api-contract.js';

const fireline = { rules: { ...boundaries.rules, 'module-shape': moduleShape, names } };

/** Tests wait on the event, never on the clock. */
const noSleep = {
  selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
  message: 'Wait on the event (a frame, a row, until()) instead of sleeping.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { fireline },
    rules: { 'fireline/module-boundaries': 'error', 'fireline/module-shape': 'error' },
  },
  // One name per concept (docs/architecture.md "Names"): the ruled-out names are listed in eslint/names.js.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'tools/**/*.ts'],
    plugins: { fireline },
    rules: { 'fireline/names': 'error' },
  },
  // The web client's calls are typed by the shared API map (docs/architecture.md "The API map").
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'api-contract': apiContract },
    rules: { 'api-contract/typed-calls': 'error' },
  },
  // Query keys come from a keys.ts factory (docs/architecture.md "Query keys"); a factory and a test may spell arrays.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/keys.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { 'api-contract': apiContract },
    rules: { 'api-contract/query-keys': 'error' },
  },
  // Tests wait on events, never on the clock (docs/architecture.md "Waiting in tests"): a poll with a deadline is
  // apps/server/src/test/until.ts, the browser's waits are in packages/e2e/src.
  {
    files: ['apps/server/src/**/*.test.ts', 'packages/e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noSleep],
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait on what the user waits for (a response, an element) instead.' },
      ],
    },
  },
  // A browser step waits as long as a busy machine needs (STEP_MS, packages/e2e/src/waits.ts), a whole test as long as
  // its steps (vitest.config.ts): a number written in a spec is a budget someone measured on a quiet machine.
  {
    files: ['packages/e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noSleep,
        {
          selector: "Property[key.name='timeout'] > Literal",
          message: 'Wait STEP_MS (or a multiple of it for a whole walk), never a number measured on a quiet machine.',
        },
      ],
    },
  },
  // A document rendered on demand is declared to the exports registry (docs/architecture.md "Documents"), which alone
  // draws on the per-user export budget and sends the attachment. Besides it: files (the list exports' link, stored
  // files) and imports (the import template) use the same helpers for what they serve.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/core/**',
      'apps/server/src/modules/exports/**',
      'apps/server/src/modules/files/**',
      'apps/server/src/modules/imports/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/documents'],
              message: "Declare the document with documentRoutes (modules/exports' index) instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
