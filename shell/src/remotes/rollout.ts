import type { RemoteEntry, RuntimeConfig } from '@shop/shared/runtime-config';

/** Which build of a remote a shopper gets. */
export type RemoteVersion = 'stable' | 'candidate';

/** The versions one page view uses, per remote. */
export type RemoteVersions = Record<string, RemoteVersion>;

/** What decides a shopper's versions: a sticky bucket 0–99 and any tester pins. */
export interface RolloutContext {
  bucket: number;
  pins: Partial<Record<string, RemoteVersion>>;
}

/** A pinned version wins; otherwise a shopper whose bucket falls under the candidate's percentage gets it. */
export function chooseVersion(name: string, remote: RemoteEntry, context: RolloutContext): RemoteVersion {
  if (!remote.candidate) return 'stable';
  const pinned = context.pins[name];
  if (pinned) return pinned;
  return context.bucket < remote.candidate.percent ? 'candidate' : 'stable';
}

/** The version of every remote in the configuration for one shopper. */
export function chooseVersions(config: RuntimeConfig, context: RolloutContext): RemoteVersions {
  return Object.fromEntries(Object.entries(config.remotes).map(([name, remote]) => [name, chooseVersion(name, remote, context)]));
}

/** The address to load a remote from for the chosen version; none when a new remote has only a candidate and this view is not given it. */
export function entryFor(remote: RemoteEntry, version: RemoteVersion): string | undefined {
  return version === 'candidate' && remote.candidate ? remote.candidate.entry : remote.entry;
}
