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
    { code: 'useQuery({ queryKey: hazardKeys.detail(id), queryFn });' },
    { code: 'client.invalidateQueries({ queryKey: hazardKeys.all });' },
    { code: 'const keys = { all: ["hazards"] };' },
  ],
  invalid: [
    { code: "useQuery({ queryKey: ['hazard', id], queryFn });", errors: [{ messageId: 'literal' }] },
    { code: "client.invalidateQueries({ queryKey: ['hazards'] });", errors: [{ messageId: 'literal' }] },
  ],
});
