import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { takePrefetchedConfig } from './prefetch-config';
import { parseRuntimeConfig } from './remotes-config';
import { chooseVersions, type RemoteVersions } from './rollout';
import { readRolloutContext } from './rollout-cookies';

/**
 * The client-only page's configuration: the remotes file fetched and checked, and this browser's
 * versions chosen from its rollout cookies. A server-rendered page carries both, already decided by
 * the server, so this module is loaded only without one.
 */
export async function fetchedConfiguration(): Promise<{ config: RuntimeConfig; versions: RemoteVersions }> {
  const config = parseRuntimeConfig(await takePrefetchedConfig());
  return { config, versions: chooseVersions(config, readRolloutContext()) };
}
