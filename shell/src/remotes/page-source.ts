import type { PageModule } from '@shop/shared/page';
import { createContext } from 'react';
import { loadedPage, loadRemotePage, resetRemote } from './load-remote';

/** How loading a page's module went: ready, over the server's time budget, or failed. */
export type PageLoad = { status: 'ready'; page: PageModule } | { status: 'slow' } | { status: 'failed'; error: unknown };

/** Where the route loaders get a remote's page module: the browser's federation runtime, or the rendering server's. */
export interface PageSource {
  load(remote: string, module: string, context: unknown): Promise<PageLoad>;
}

/** The browser's page source: no budget, and a failed remote is forgotten so a retry asks its server again. */
export const browserPages: PageSource = {
  async load(remote, module) {
    try {
      return { status: 'ready', page: await loadRemotePage(remote, module) };
    } catch (error) {
      console.info(`[shell] ${remote}/${module} could not be loaded`, error);
      resetRemote(remote);
      return { status: 'failed', error };
    }
  },
};

/** Finds a page module already loaded for this render: the browser's cache, or the server's for one request. */
export type LoadedPages = (remote: string, module: string) => PageModule | undefined;

export const LoadedPagesContext = createContext<LoadedPages>(loadedPage);
