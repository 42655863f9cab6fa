import { apiBaseUrl } from '@shop/shared/runtime-config';

/** A remote's releases now: the stable one (none yet for a new remote) and a candidate. */
export interface RegistryEntry {
  entry?: string;
  release?: string;
  candidate?: { entry: string; release: string; percent: number };
}

export interface HealthBucket {
  remote: string;
  release: string;
  at: string;
  views: number;
  loadFailures: number;
  renderErrors: number;
}

export interface RolloutEvent {
  id: string;
  remote: string;
  kind: string;
  release: string;
  detail: Record<string, number | string>;
  createdAt: string;
}

/** What the operator page shows, as the API's operator call answers it. */
export interface Overview {
  remotes: Record<string, RegistryEntry>;
  releases: Array<{ remote: string; release: string; entry: string; createdAt: string }>;
  health: HealthBucket[];
  events: RolloutEvent[];
  rollback: { minViews: number; failurePercent: number };
}

/** A refused operator call, with the API's message for the operator. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The operator calls live beside /api/v1 and take the operator's bearer token, not a shopper's session.
async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${apiBaseUrl()}/api/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok) throw new OpsError(response.status, reply.message ?? `The shop server answered ${response.status}`);
  return reply.data as T;
}

export const opsApi = {
  overview: (token: string) => call<Overview>(token, 'GET', '/remotes'),
  rollout: (token: string, remote: string, release: string, percent: number) =>
    call(token, 'POST', `/remotes/${remote}/rollout`, { release, percent }),
  promote: (token: string, remote: string) => call(token, 'POST', `/remotes/${remote}/promote`),
  rollback: (token: string, remote: string) => call(token, 'POST', `/remotes/${remote}/rollback`),
};
