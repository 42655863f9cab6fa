import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { shopUrl } from '../ports';

// A new team's remote, outside this workspace: it installs the types package from the running shop's
// address and type-checks a page against what the live shell provides, as decision 025 promises.
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const fromShared = createRequire(path.join(repoRoot, 'shared/package.json'));
/** A package installed in the workspace, so the scratch remote reads React's types without a download. */
const installed = (name: string) => path.dirname(fromShared.resolve(`${name}/package.json`));

interface TypesIndex {
  name: string;
  version: string;
  tarball: string;
  integrity: string;
  entries: string[];
}

interface Outcome {
  code: number;
  output: string;
}

function run(command: string, args: string[], cwd: string): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout: 60_000, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  // The shell's singletons are the remote's own dependencies; here they come from the workspace.
  paths: {
    react: [installed('@types/react')],
    'react/*': [`${installed('@types/react')}/*`],
    nanostores: [installed('nanostores')],
    '@nanostores/react': [installed('@nanostores/react')],
  },
};

const validPage = `import { useStore } from '@nanostores/react';
import type { Product } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';
import type { PageHead, PageLoaderArgs, PageModule, PageProps } from '@shop/shared/page';
import { $cart } from '@shop/shared/stores';
import { Button } from '@shop/shared/ui';

interface ScratchData {
  product: Pick<Product, 'productName'>;
  price: number;
}

export default function ScratchPage({ data }: PageProps<ScratchData>) {
  const lines = useStore($cart);
  return <Button>{\`\${data.product.productName}: \${formatINR(data.price)} (\${lines.length} in the cart)\`}</Button>;
}

export async function loader({ params }: PageLoaderArgs) {
  return { data: { product: { productName: params.name ?? 'Soap' }, price: 120 } };
}

export function head(data: ScratchData): PageHead {
  return { title: data.product.productName };
}

({ default: ScratchPage, head, loader }) satisfies PageModule<ScratchData>;
`;

const unprovidedImports = `import { mountStandalone } from '@shop/shared/harness';
import { deferred } from '@shop/shared/testing';

export const probes = [mountStandalone, deferred];
`;

const wrongLoader = `import type { PageModule, PageProps } from '@shop/shared/page';

export default function CountPage({ data }: PageProps<{ count: number }>) {
  return <p>{data.count}</p>;
}

export async function loader() {
  return { data: { count: 'many' } };
}

({ default: CountPage, loader }) satisfies PageModule<{ count: number }>;
`;

let remote = '';
let index: TypesIndex;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  index = (await (await fetch(`${shopUrl}/types/index.json`)).json()) as TypesIndex;
  remote = mkdtempSync(path.join(os.tmpdir(), 'shop-scratch-remote-'));
  mkdirSync(path.join(remote, 'src'));
  writeFileSync(path.join(remote, 'package.json'), JSON.stringify({ name: 'scratch-remote', private: true, type: 'module' }, null, 2));
  writeFileSync(path.join(remote, 'src/page.tsx'), validPage);
  writeFileSync(path.join(remote, 'src/unprovided-imports.tsx'), unprovidedImports);
  writeFileSync(path.join(remote, 'src/wrong-loader.tsx'), wrongLoader);
  writeFileSync(path.join(remote, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['src/page.tsx'] }));
  writeFileSync(
    path.join(remote, 'tsconfig.broken.json'),
    JSON.stringify({ compilerOptions, files: ['src/unprovided-imports.tsx', 'src/wrong-loader.tsx'] }),
  );
  // React and the stores are the remote's own (peer) dependencies: this remote takes their types from the workspace.
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--legacy-peer-deps', `${shopUrl}/types/${index.tarball}`],
    remote,
  );
  expect(install.code, install.output).toBe(0);
});

test.afterAll(() => {
  if (remote) rmSync(remote, { recursive: true, force: true });
});

test('the shop publishes its types package, named @shop/shared at the live version, as a gzip file', async () => {
  expect(remote.startsWith(repoRoot)).toBe(false);
  expect(index).toMatchObject({ name: '@shop/shared', tarball: `shop-shell-types-${index.version}.tgz` });
  expect(index.entries).toContain('@shop/shared/page');
  expect(index.entries).not.toContain('@shop/shared/harness');
  const response = await fetch(`${shopUrl}/types/${index.tarball}`);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  const pkg = JSON.parse(readFileSync(path.join(remote, 'node_modules/@shop/shared/package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  expect(pkg.version).toBe(index.version);
  // What the declarations import beyond the shell's singletons (zod, react-hook-form) came with the package.
  for (const name of Object.keys(pkg.dependencies))
    expect(existsSync(path.join(remote, 'node_modules', name, 'package.json')), name).toBe(true);
});

test('a page that satisfies PageModule type-checks against the live shell', async () => {
  const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], remote);
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
});

test('a page importing what the live shell does not provide, or a loader giving other data, fails the check', async () => {
  const result = await run(process.execPath, [tsc, '-p', 'tsconfig.broken.json'], remote);
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/src\/unprovided-imports\.tsx.*Cannot find module '@shop\/shared\/harness'/);
  expect(result.output).toMatch(/src\/unprovided-imports\.tsx.*Cannot find module '@shop\/shared\/testing'/);
  expect(result.output).toMatch(/src\/wrong-loader\.tsx.*not assignable to type 'PageLoader<\{ count: number; \}>'/);
});
