import { describe, expect, it } from 'vitest';
import { sharedProblem } from './shared-versions';

const provided = { modules: { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@shop/shared/ui': '1.1.0' } };
const stats = (shared: Array<{ name: string; requiredVersion?: string; usedIn?: string[] }>, requires: string[]) => ({
  shared,
  exposes: [{ name: 'home-page', requires }],
});

describe('sharedProblem', () => {
  it('passes pages whose shared modules the shell provides at an accepted version', () => {
    const used = stats(
      [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@shop/shared/ui', requiredVersion: '^1.0.0' },
      ],
      ['react', '@shop/shared/ui'],
    );
    expect(sharedProblem(used, provided)).toBeUndefined();
  });

  it('refuses a page built for another major version', () => {
    expect(sharedProblem(stats([{ name: 'react', requiredVersion: '^20.0.0' }], ['react']), provided)).toBe(
      'Shared module react must be ^20.0.0; the shell provides 19.3.1',
    );
    expect(sharedProblem(stats([{ name: '@shop/shared/ui', requiredVersion: '^2.0.0' }], ['@shop/shared/ui']), provided)).toMatch(
      /^Shared module @shop\/shared\/ui must be/,
    );
  });

  it('refuses a page using a shared module the shell does not provide, by requires or by use', () => {
    expect(sharedProblem(stats([{ name: '@shop/shared/harness', requiredVersion: '^1.0.0' }], ['@shop/shared/harness']), provided)).toBe(
      'Shared module @shop/shared/harness is not provided by the shell',
    );
    expect(sharedProblem(stats([{ name: 'lodash', usedIn: ['src/exposes/home-page.tsx'] }], []), provided)).toMatch(
      /lodash is not provided/,
    );
  });

  it('leaves alone modules only the standalone page uses', () => {
    expect(
      sharedProblem(stats([{ name: '@shop/shared/harness', requiredVersion: '^1.0.0', usedIn: [] }], ['react']), provided),
    ).toBeUndefined();
  });
});
