import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fireline from './eslint/module-boundaries.js';

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
    files: ['apps/server/src/**/*.ts'],
    plugins: { fireline },
    rules: { 'fireline/module-boundaries': 'error' },
  },
  // Tests wait on events, never on the clock (docs/architecture.md "Waiting in tests"): a poll with a deadline is
  // apps/server/src/test/until.ts, the browser's waits are in packages/e2e/src.
  {
    files: ['apps/server/src/**/*.test.ts', 'packages/e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'Wait on the event (a frame, a row, until()) instead of sleeping.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait on what the user waits for (a response, an element) instead.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
