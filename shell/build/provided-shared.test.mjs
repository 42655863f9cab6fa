import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageOf, providedShared, sideEffectImports } from './provided-shared.mjs';

test('reads the side-effect imports of the provide list, nothing else', () => {
  const source = "// a comment\nimport 'react';\nimport 'react/jsx-runtime';\nimport '@shop/shared/ui';\nimport { x } from 'y';\n";
  assert.deepEqual(sideEffectImports(source), ['react', 'react/jsx-runtime', '@shop/shared/ui']);
});

test('names each module with the version of its package', () => {
  assert.equal(packageOf('@shop/shared/ui'), '@shop/shared');
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  const versions = { react: '19.3.1', '@shop/shared': '1.1.0' };
  assert.deepEqual(
    providedShared(['react', 'react/jsx-runtime', '@shop/shared/ui'], (name) => versions[name]),
    {
      modules: { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@shop/shared/ui': '1.1.0' },
    },
  );
});
