import type { PageLoaderArgs, PageModule } from '@shop/shared/page';
import type { ReactNode } from 'react';

/** A page whose loader has answered: its title and status, and how to render it with that data. */
export interface LoadedHarnessPage {
  title: string;
  status: number;
  render: (params: Record<string, string>) => ReactNode;
}

/** One page of a remote's standalone harness. */
export interface HarnessPage {
  /** The route's path as the shell has it; `:name` segments are parameters. */
  path: string;
  label: string;
  /** Where the harness menu links to; null keeps the page out of the menu (a path with parameters). */
  link: string | null;
  /** Runs the page's loader, as the shell does for the first view and every navigation. */
  load: (args: PageLoaderArgs) => Promise<LoadedHarnessPage>;
}

/** What a remote tells its harness about one exposed page module. */
export interface HarnessPageOptions<D> {
  path: string;
  label: string;
  link?: string | null;
  module: PageModule<D>;
}

/** Wraps an exposed page module for the harness: its loader, then its page with that data, as in the shell. */
export function harnessPage<D>({ path, label, link, module }: HarnessPageOptions<D>): HarnessPage {
  const Page = module.default;
  return {
    path,
    label,
    link: link === undefined ? (path.includes(':') ? null : path) : link,
    async load(args) {
      // A page without a loader has no data, which is what its props say (PageProps<undefined>).
      const result = module.loader ? await module.loader(args) : { data: undefined as D };
      const head = module.head?.(result.data, { params: args.params, url: args.url, origin: args.url.origin });
      return {
        title: head?.title ?? label,
        status: result.status ?? 200,
        render: (params) => <Page params={params} data={result.data} />,
      };
    },
  };
}
