import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type RouteDeclaration, routeDeclarationSchema } from '@shop/shared/contracts';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { ReactNode } from 'react';
import { type RouteTable, RouteTableContext, routeTableOf } from '../app/route-table';
import { registerAllRemotes, rememberRemoteEntries } from './load-remote';

/** The remote entry a test manifest address stands for: `remoteEntry.js` beside it. */
export function testEntryOf(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

/** Tells the loader each manifest's remote entry, as the server does for a rendered page (tests read no manifest). */
export function knowTestEntries(manifestUrls: string[]): void {
  rememberRemoteEntries(Object.fromEntries(manifestUrls.map((url) => [url, testEntryOf(url)])));
}

/** What a workspace remote declares in its `routes.json` (tests only). */
export function workspaceDeclaration(remote: string): RouteDeclaration {
  const file = path.resolve(import.meta.dirname, `../../../${remote}-mfe/routes.json`);
  return routeDeclarationSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The workspace's four remotes at local addresses with their declarations, as the registry serves them (tests only). */
export function testConfig(): RuntimeConfig {
  const remote = (name: string, port: number) => ({
    entry: `http://localhost:${port}/mf-manifest.json`,
    release: 'test',
    declaration: workspaceDeclaration(name),
  });
  return {
    apiBaseUrl: '',
    remotes: {
      catalog: remote('catalog', 3001),
      account: remote('account', 3002),
      checkout: remote('checkout', 3003),
      inquiries: remote('inquiries', 3004),
    },
  };
}

/** The route table of the workspace's remotes (tests only). */
export function testRouteTable(): RouteTable {
  return routeTableOf(testConfig(), {});
}

/** Registers the four remotes at local addresses, as the shell does once the remotes file arrives (tests only). */
export function registerTestRemotes(): void {
  const config = testConfig();
  knowTestEntries(Object.values(config.remotes).flatMap((entry) => (entry.entry ? [entry.entry] : [])));
  registerAllRemotes(config, {});
}

/** Renders its children inside the workspace remotes' route table, as the frame does (tests only: `render(ui, { wrapper })`). */
export function WithTestRoutes({ children }: { children: ReactNode }) {
  return <RouteTableContext.Provider value={testRouteTable()}>{children}</RouteTableContext.Provider>;
}
