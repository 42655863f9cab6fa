import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findWorkspaceRemotes } from './workspace-remotes.mjs';

function workspace(folders) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
  for (const [folder, files] of Object.entries(folders)) {
    mkdirSync(path.join(root, folder));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, folder, file), text);
  }
  return root;
}

const remote = (name, port) => ({
  'package.json': JSON.stringify({ name: `${name}-mfe`, shop: { port } }),
  'module-federation.config.mjs': 'export default {}',
  'routes.json': '{}',
});

test('every *-mfe folder with a route declaration and a federation config is a remote, in name order', () => {
  const root = workspace({
    'reviews-mfe': remote('reviews', 3007),
    'catalog-mfe': remote('catalog', 3001),
    'notes-mfe': { 'package.json': '{}' },
    shell: remote('shell', 3000),
  });
  assert.deepEqual(
    findWorkspaceRemotes(root, {}).map(({ name, packageName, port }) => [name, packageName, port]),
    [
      ['catalog', 'catalog-mfe', 3001],
      ['reviews', 'reviews-mfe', 3007],
    ],
  );
});

test('<NAME>_PORT moves a remote, and a bad port is named', () => {
  const root = workspace({ 'back-office-mfe': remote('back-office', 3005) });
  assert.equal(findWorkspaceRemotes(root, { BACK_OFFICE_PORT: '3105' })[0]?.port, 3105);
  assert.throws(() => findWorkspaceRemotes(root, { BACK_OFFICE_PORT: 'x' }), /BACK_OFFICE_PORT .* must be a port number/);
});
