import { signOut } from '@shop/shared/stores';
import { apiClientOptions, refreshUrl } from './api-config';
import { ApiError, toApiError } from './api-error';
import { http, readJson } from './http-client';

let inFlight: Promise<void> | null = null;
// Counts finished refreshes, so a call that failed with a token from before the latest refresh
// reuses its outcome instead of starting another one.
let generation = 0;
let lastFailure: ApiError | null = null;

/** The refresh count a request notes when it leaves. */
export function sessionGeneration(): number {
  return generation;
}

function sessionExpired(error: unknown): ApiError {
  const cause = toApiError(error);
  return new ApiError({
    status: cause.status || 401,
    errorCode: 'SESSION_EXPIRED',
    message: 'Your session has expired. Please sign in again.',
    body: cause.body,
    cause,
  });
}

async function refresh(): Promise<void> {
  try {
    // The refresh token travels in its HttpOnly cookie; the new access token comes back the same way.
    await http({ method: 'GET', url: refreshUrl() }, readJson);
    lastFailure = null;
  } catch (error) {
    const cause = toApiError(error);
    if (cause.errorCode === 'REFRESH_RACE') {
      // Another tab rotated the shared refresh cookie a moment ago; its reply set fresh cookies.
      lastFailure = null;
      return;
    }
    if (cause.status !== 401 && cause.status !== 403) {
      // A passing fault (server error, no network) is not a verdict on the session:
      // the waiting calls fail, the shopper stays signed in, and the next call tries again.
      lastFailure = cause;
      throw cause;
    }
    lastFailure = sessionExpired(error);
    signOut();
    apiClientOptions().onSessionExpired?.();
    throw lastFailure;
  } finally {
    generation += 1;
    inFlight = null;
  }
}

/**
 * Makes sure the access token is newer than the one a failed call was sent with (`sentAt`).
 * However many calls ask together, one refresh runs and all share its outcome.
 * A refused refresh (401/403) signs out, tells the shell and rejects; any other failure only rejects.
 */
export async function ensureFreshSession(sentAt: number): Promise<void> {
  if (sentAt !== generation) {
    if (lastFailure) throw lastFailure;
    return;
  }
  inFlight ??= refresh();
  return inFlight;
}
