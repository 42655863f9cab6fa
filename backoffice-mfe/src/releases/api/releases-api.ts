import { adminRequest } from '@shop/shared/api-client';
import type { RegistryOverview } from '@shop/shared/contracts';

/** One remote's figures, five minutes at a time. */
export type HealthBucket = RegistryOverview['health'][number];

const remotePath = (remote: string) => `releases/${encodeURIComponent(remote)}`;

/** The release engineer's calls: the registry with its figures, and the three rollout commands (each answers its sentence). */
export const releasesApi = {
  overview: async () => (await adminRequest<RegistryOverview>('GET', 'releases')).data,
  rollout: async (remote: string, release: string, percent: number) =>
    (await adminRequest('POST', `${remotePath(remote)}/rollout`, { release, percent })).message ?? '',
  promote: async (remote: string) => (await adminRequest('POST', `${remotePath(remote)}/promote`)).message ?? '',
  rollback: async (remote: string) => (await adminRequest('POST', `${remotePath(remote)}/rollback`)).message ?? '',
};
