import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { queryKeys, typedCalls } from './api-contract.js';

/** The web client's lint rules (docs/architecture.md "The API map"): typed calls and query keys from factories. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('fireline/typed-calls', typedCalls, {
  valid: [
    { code: "api.get('/api_proxy/patrol/site/info/', { site_id: 1 });" },
    { code: "api.post(path('info'), body, { silent: true });" },
    { code: "request('GET', '/api_proxy/x/');" },
    { code: 'useQuery<Row[]>({ queryKey: rowKeys.all, queryFn });' },
    { code: "other.get<Row>('/x');" },
  ],
  invalid: [
    { code: "api.get<Row>('/api_proxy/x/');", errors: [{ messageId: 'typeArgument' }] },
    { code: "api.post<{ id: number }>('/api_proxy/x/', body);", errors: [{ messageId: 'typeArgument' }] },
    { code: "api.put<Row>('/api_proxy/x/', body);", errors: [{ messageId: 'typeArgument' }] },
    { code: "api.delete<Row>('/api_proxy/x/', query);", errors: [{ messageId: 'typeArgument' }] },
    { code: "request<Row>('GET', '/api_proxy/x/');", errors: [{ messageId: 'typeArgument' }] },
  ],
});

tester.run('fireline/query-keys', queryKeys, {
  valid: [
    // A factory call, in a query and in each kind of invalidation.
    { code: 'useQuery({ queryKey: hazardKeys.detail(id), queryFn });' },
    { code: 'client.invalidateQueries({ queryKey: hazardKeys.all });' },
    { code: 'client.removeQueries({ queryKey: hazardKeys.info(id) });' },
    { code: 'useIsFetching({ queryKey: maintKeys.all });' },
    { code: 'client.setQueryData(userKeys.info(saved.user_id), saved);' },
    { code: 'useRecordForm({ invalidate: [sceneKeys.all] });' },
    { code: 'useQuery({ queryKey: load?.queryKey ?? componentKeys.recordFormNone(), queryFn });' },
    // keys.ts itself: the rule does not look at a factory's arrays (eslint.config.js also exempts keys.ts files).
    {
      code: "export const hazardKeys = { all: ['hazards'] as const, info: (id: number) => [...hazardKeys.all, 'info', id] as const };",
    },
    { code: 'const keys = { all: ["hazards"] };' },
  ],
  invalid: [
    { code: "useQuery({ queryKey: ['hazard', id], queryFn });", errors: [{ messageId: 'literal' }] },
    { code: "client.invalidateQueries({ queryKey: ['hazards'] });", errors: [{ messageId: 'literal' }] },
    { code: "client.removeQueries({ queryKey: ['patrol', 'label'] });", errors: [{ messageId: 'literal' }] },
    { code: "useIsFetching({ queryKey: ['maint'] });", errors: [{ messageId: 'literal' }] },
    { code: "client.setQueryData(['users', 'info', id], saved);", errors: [{ messageId: 'literal' }] },
    { code: "client.getQueryData(['company', id]);", errors: [{ messageId: 'literal' }] },
    { code: "useRecordForm({ invalidate: [['scenes'], sceneKeys.all] });", errors: [{ messageId: 'literal' }] },
    {
      code: "useQuery({ queryKey: load?.queryKey ?? ['record-form', 'none'], queryFn });",
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "useQuery({ queryKey: ok ? ['a'] : ['b'], queryFn });",
      errors: [{ messageId: 'literal' }, { messageId: 'literal' }],
    },
  ],
});
