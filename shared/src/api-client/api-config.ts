/** What the shell tells the API client at start-up. */
export interface ApiClientOptions {
  /** The API origin (and any path prefix), read on every call so a run-time config change applies at once. */
  getApiBaseUrl: () => string;
  /** Called once the session could not be refreshed and has been signed out; the shell goes to '/'. */
  onSessionExpired?: () => void;
  /** Gives up on a call after this long; the rendering server sets it so a slow API cannot hold a page. */
  timeoutMs?: number;
  /**
   * Sends the calls instead of the global fetch: the rendering server's, which notes what each page
   * read (the replies' Cache-Tag) and whether a read failed, so a page is cached only when whole.
   */
  fetch?: typeof fetch;
}

let current: ApiClientOptions = { getApiBaseUrl: () => '' };

/** Wires the API client to the run-time configuration and the shell's navigation. */
export function configureApiClient(options: ApiClientOptions): void {
  current = { ...options };
}

/** The options in force. */
export function apiClientOptions(): ApiClientOptions {
  return current;
}

function apiBase(): string {
  return current.getApiBaseUrl().replace(/\/+$/, '');
}

/** The full URL of a versioned endpoint such as 'category' or '/order/verify'. */
export function apiUrl(endpoint: string): string {
  return `${apiBase()}/api/v1/${endpoint.replace(/^\/+/, '')}`;
}

/** The URL of the token refresh, which sits outside the versioned prefix. */
export function refreshUrl(): string {
  return `${apiBase()}/api/auth/refreshtoken`;
}
