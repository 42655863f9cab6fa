import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manifestLabels, sourceMapSummary } from './asset-labels.mjs';

const js = (sync) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });

test('a manifest names shared chunks, the remote entry and page code', () => {
  const labels = manifestLabels({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react-dom', assets: js(['5529.js', '7910.js']) },
      { name: '@shop/shared/ui', assets: js(['7910.js']) },
    ],
    exposes: [{ name: 'home-page', path: './home-page', assets: js(['2355.js', '__federation_expose_home_page.js']) }],
  });
  assert.equal(labels.get('5529.js'), 'react-dom');
  assert.equal(labels.get('7910.js'), 'react-dom, @shop/shared/ui');
  assert.equal(labels.get('remoteEntry.js'), 'remote entry (federation runtime)');
  assert.equal(labels.get('__federation_expose_home_page.js'), 'page ./home-page');
  assert.equal(labels.get('2355.js'), 'code of ./home-page');
});

test('a chunk holding many shared modules counts them', () => {
  const names = ['react', 'react-dom', 'nanostores', 'axios', '@shop/shared/ui'];
  const labels = manifestLabels({ metaData: {}, shared: names.map((name) => ({ name, assets: js(['main.js']) })), exposes: [] });
  assert.equal(labels.get('main.js'), '5 shared modules');
});

test('a chunk outside the manifest is named after the packages that make up most of its source map', () => {
  const map = {
    sources: [
      'webpack://shell/../node_modules/.pnpm/react-router@7.1.0/node_modules/react-router/dist/index.mjs',
      'webpack://shell/../node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/index.js',
      'webpack://shell/./src/app/frame.tsx',
      'webpack://shell/./src/tiny.ts',
    ],
    sourcesContent: ['x'.repeat(600), 'x'.repeat(250), 'x'.repeat(140), 'x'.repeat(10)],
  };
  assert.equal(sourceMapSummary(map), 'react-router, @module-federation/sdk');
});
