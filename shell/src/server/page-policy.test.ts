// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_HEADERS, pagePolicy, pageSecurityHeaders, scriptHash } from './page-policy';

const hashes = [scriptHash('one()'), scriptHash('two()')];

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the policy of a page', () => {
  it('runs the inline scripts by hash and what they add, never inline code or eval, and nothing frames the page', () => {
    const policy = directives(pagePolicy({ inlineScriptHashes: hashes, remoteOrigins: ['https://cdn.shop.in'], apiBaseUrl: '' }));
    expect(policy['script-src']).toEqual(["'self'", "'strict-dynamic'", ...hashes, 'https://cdn.shop.in']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.shop.in']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.shop.in']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.shop.in']);
  });

  it("allows the API's own address and Razorpay's script, calls and frame when they are configured", () => {
    const policy = directives(
      pagePolicy({
        inlineScriptHashes: hashes,
        remoteOrigins: [],
        apiBaseUrl: 'https://api.shop.in/',
        paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      }),
    );
    expect(policy['script-src']).toContain('https://checkout.razorpay.com');
    expect(policy['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.shop.in', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    expect(policy['img-src']).toContain('https://api.shop.in');
  });

  it("allows this machine's ports outside production, and eval only for a development build in the page", () => {
    const local = directives(pagePolicy({ inlineScriptHashes: hashes, remoteOrigins: 'loopback', apiBaseUrl: '' }));
    expect(local['style-src']).toEqual(["'self'", "'unsafe-inline'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(local['script-src']).not.toContain("'unsafe-eval'");
    const developing = pagePolicy({ inlineScriptHashes: hashes, remoteOrigins: 'loopback', apiBaseUrl: '', developmentBuilds: true });
    expect(directives(developing)['script-src']).toContain("'unsafe-eval'");
  });

  it("the client-only page's own script tags are allowed by origin: no hashes, no 'strict-dynamic'", () => {
    const policy = directives(
      pagePolicy({ inlineScriptHashes: hashes, remoteOrigins: ['https://cdn.shop.in'], apiBaseUrl: '', clientOnly: true }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.shop.in']);
  });

  it('never allows inline scripts or eval in any form', () => {
    for (const clientOnly of [false, true]) {
      const policy = pagePolicy({ inlineScriptHashes: hashes, remoteOrigins: 'loopback', apiBaseUrl: 'http://api.test', clientOnly });
      expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
      expect(directives(policy)['script-src']).not.toContain("'unsafe-eval'");
    }
  });
});

describe('the security headers of a page', () => {
  it('are the policy, Permissions-Policy and Cross-Origin-Opener-Policy', () => {
    const headers = pageSecurityHeaders({ inlineScriptHashes: hashes, remoteOrigins: [], apiBaseUrl: '' });
    expect(Object.keys(headers)).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']);
    expect(PAGE_HEADERS['Permissions-Policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=/);
    expect(PAGE_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});
