import type { RuntimeConfig, SocialLinks } from '@shop/shared/runtime-config';

/** The remotes this shell composes; each owns the routes listed in the route table. */
export const REMOTE_NAMES = ['catalog', 'account', 'checkout', 'inquiries'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The registry's release name of an entry, when it has one. */
function releaseOf(entry: Record<string, unknown>): { release?: string } {
  return typeof entry.release === 'string' && entry.release !== '' ? { release: entry.release } : {};
}

/** Checks a fetched remotes file and returns it typed, or throws naming the first problem. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new Error('remotes file: not a JSON object');
  const apiBaseUrl = raw.apiBaseUrl ?? '';
  if (typeof apiBaseUrl !== 'string') throw new Error('remotes file: apiBaseUrl must be a string');
  if (!isRecord(raw.remotes)) throw new Error('remotes file: remotes must be an object');
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const remote = raw.remotes[name];
    if (!isRecord(remote) || typeof remote.entry !== 'string' || remote.entry === '') {
      throw new Error(`remotes file: remote "${name}" needs an entry address`);
    }
    const candidate = remote.candidate;
    if (candidate !== undefined) {
      if (
        !isRecord(candidate) ||
        typeof candidate.entry !== 'string' ||
        candidate.entry === '' ||
        typeof candidate.percent !== 'number' ||
        candidate.percent < 0 ||
        candidate.percent > 100
      ) {
        throw new Error(`remotes file: remote "${name}" has a malformed candidate`);
      }
      const candidateRelease = releaseOf(candidate);
      remotes[name] = {
        entry: remote.entry,
        ...releaseOf(remote),
        candidate: { entry: candidate.entry, percent: candidate.percent, ...candidateRelease },
      };
    } else {
      remotes[name] = { entry: remote.entry, ...releaseOf(remote) };
    }
  }
  const config: RuntimeConfig = { apiBaseUrl, remotes };
  const { paymentScriptUrl } = raw;
  if (paymentScriptUrl !== undefined) config.paymentScriptUrl = httpAddress(paymentScriptUrl, 'paymentScriptUrl');
  if (raw.socialLinks !== undefined) config.socialLinks = parseSocialLinks(raw.socialLinks);
  return config;
}

const SOCIAL_NETWORKS = ['facebook', 'instagram'] as const;

function parseSocialLinks(raw: unknown): SocialLinks {
  if (!isRecord(raw)) throw new Error('remotes file: socialLinks must be an object');
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    if (raw[network] !== undefined) links[network] = httpAddress(raw[network], `socialLinks.${network}`);
  }
  return links;
}

function httpAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)) throw new Error(`remotes file: ${field} must be an http(s) address`);
  return value;
}
