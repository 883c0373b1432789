import { describe, expect, it } from 'vitest';
import { unsupported } from './engines.js';

describe('engines check', () => {
  const lock = {
    packages: {
      '': { engines: { node: '>=20.19' } },
      'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/a/node_modules/new': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/either': { version: '3.0.0', engines: { node: '>=20.16.0 <21 || >=22.3.0' } },
      'node_modules/none': { version: '1.0.0' },
    },
  };

  it('names a package that wants a newer Node than the project targets, with its version', () => {
    expect(unsupported(lock, '20.19.0')).toEqual(['new@2.0.0 wants node >=22']);
  });

  it('passes when every package runs on the target', () => {
    expect(unsupported(lock, '22.3.0')).toEqual([]);
  });
});
