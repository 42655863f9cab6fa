import semver from 'semver';

/** What a shell build provides to its remotes: each shared module with its version (`shared.json`). */
export interface ProvidedShared {
  modules: Record<string, string>;
}

/** The parts of a build's `mf-stats.json` the gate reads: which shared modules the exposed pages use, at which versions. */
export interface FederationStats {
  shared: Array<{ name: string; requiredVersion?: string | false; usedIn?: string[] }>;
  exposes: Array<{ name: string; requires?: string[] }>;
}

export function isFederationStats(value: unknown): value is FederationStats {
  const stats = value as FederationStats;
  return Array.isArray(stats?.shared) && Array.isArray(stats.exposes) && stats.shared.every((entry) => typeof entry?.name === 'string');
}

/**
 * The first shared module an exposed page needs that the live shell cannot give it: one it does not
 * provide, or one whose version the page's build does not accept. Modules only the remote's own
 * standalone page uses are its own affair.
 */
export function sharedProblem(stats: FederationStats, provided: ProvidedShared): string | undefined {
  const used = new Set(stats.exposes.flatMap((expose) => expose.requires ?? []));
  for (const entry of stats.shared) {
    if (!used.has(entry.name) && !(entry.usedIn ?? []).length) continue;
    const version = provided.modules[entry.name];
    if (version === undefined) return `Shared module ${entry.name} is not provided by the shell`;
    const range = entry.requiredVersion;
    if (range && !semver.satisfies(version, range)) return `Shared module ${entry.name} must be ${range}; the shell provides ${version}`;
  }
  return undefined;
}
