import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declarationProblems } from './route-declaration-plugin.mjs';

const exposes = { './home-page': './src/exposes/home-page.tsx', './search-overlay': './src/exposes/search-overlay.tsx' };

test('a declaration whose routes and slots name exposed modules has no problem', () => {
  const text = JSON.stringify({ routes: [{ module: 'home-page' }], slots: { search: 'search-overlay' } });
  assert.deepEqual(declarationProblems(text, exposes), []);
});

test('a module missing from the exposes is named', () => {
  const text = JSON.stringify({ routes: [{ module: 'home-page' }, { module: 'shop-page' }], slots: { search: 'finder' } });
  assert.deepEqual(declarationProblems(text, exposes), [
    'routes.json names module "shop-page", which is not exposed',
    'routes.json names module "finder", which is not exposed',
  ]);
});

test('text that is not JSON is named', () => {
  assert.match(declarationProblems('{ routes: ', exposes)[0] ?? '', /^routes\.json is not JSON/);
});
