import { createHash } from 'node:crypto';
import type { RemoteOrigins } from '@shop/shared/contracts';

/** An inline script's source expression for a policy: the sha256 of its exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What the policy of a page depends on: the same for every shopper of one configuration. */
export interface PagePolicyInput {
  /** The hashes of the page's inline scripts (`scriptHash`). */
  inlineScriptHashes: readonly string[];
  /** Where remotes' files come from (REMOTE_ORIGINS; 'loopback' for this machine outside production). */
  remoteOrigins: RemoteOrigins;
  /** The API's address in the browser ('' when it is the page's own origin, through the shell's proxy). */
  apiBaseUrl: string;
  /** The payment provider's checkout script (Razorpay's); absent: the API's sandbox. */
  paymentScriptUrl?: string;
  /** A development build of a remote (a signed override link) is in the page: its chunks use eval for source maps. */
  developmentBuilds?: boolean;
  /**
   * The client-only page (the shell's index.html served as a file): its own script tags carry no hash,
   * so scripts are allowed by where they come from instead of by the page's trust.
   */
  clientOnly?: boolean;
}

// Razorpay's checkout opens its card form in a frame of its own and reports from there.
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CALLS = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

// A policy's host sources cannot say "any port of this machine" for an IPv6 loopback; the shop's parts use these names.
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:/i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function remoteSources(origins: RemoteOrigins): string[] {
  return origins === 'loopback' ? LOOPBACK_SOURCES : [...origins];
}

/**
 * The Content-Security-Policy of a shop or back-office page. Scripts: the inline ones by hash, and
 * whatever a trusted script adds (`'strict-dynamic'`: the starter, the federation runtime's entries
 * and chunks, the payment script); the host sources only serve browsers without `'strict-dynamic'`.
 * Styles may be inline (React and the payment window set `style`); stylesheets, pictures, fonts and
 * manifests come from the page's origin, the remotes' and the API's.
 */
export function pagePolicy(input: PagePolicyInput): string {
  const remotes = remoteSources(input.remoteOrigins);
  const api = originOf(input.apiBaseUrl);
  const payment = originOf(input.paymentScriptUrl);
  const razorpay = payment.some((origin) => origin.endsWith('.razorpay.com'));
  const join = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      join(
        "'self'",
        ...(input.clientOnly ? [] : ["'strict-dynamic'", ...input.inlineScriptHashes]),
        ...(input.developmentBuilds ? ["'unsafe-eval'"] : []),
        ...remotes,
        ...api,
        ...payment,
      ),
    ],
    ['style-src', join("'self'", "'unsafe-inline'", ...remotes)],
    ['img-src', join("'self'", 'data:', 'blob:', ...api, ...remotes)],
    ['font-src', join("'self'", 'data:', ...remotes)],
    ['connect-src', join("'self'", ...api, ...remotes, ...(razorpay ? RAZORPAY_CALLS : []))],
    ['frame-src', razorpay ? join(...RAZORPAY_FRAMES) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', join("'self'", ...api)],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The headers beside the policy on every page: no powerful feature unasked, no window shared with another site's. */
export const PAGE_HEADERS = {
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
  // Same-origin, with the payment provider's pop-ups (netbanking, UPI) still able to answer the page that opened them.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
} as const;

/** The security headers of a page: its policy and the fixed ones. */
export function pageSecurityHeaders(input: PagePolicyInput): Record<string, string> {
  return { 'Content-Security-Policy': pagePolicy(input), ...PAGE_HEADERS };
}
