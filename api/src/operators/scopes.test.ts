import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANY_SCOPE, remoteScope, scopeAllows } from './scopes';

describe('operator scopes', () => {
  it('let a token do what its scope names, admin everything, and any token read the overview', () => {
    expect(scopeAllows('remote:catalog', 'remote:catalog')).toBe(true);
    expect(scopeAllows('remote:catalog', 'remote:checkout')).toBe(false);
    expect(scopeAllows('remote:catalog', 'remote:catalogue')).toBe(false);
    expect(scopeAllows('views', 'refunds')).toBe(false);
    expect(scopeAllows('refunds', 'admin')).toBe(false);
    expect(scopeAllows('admin', 'remote:checkout')).toBe(true);
    expect(scopeAllows('admin', 'refunds')).toBe(true);
    expect(scopeAllows('views', ANY_SCOPE)).toBe(true);
  });

  it('read the remote of a call from its path', () => {
    expect(remoteScope({ params: { remote: 'checkout' } } as unknown as FastifyRequest)).toBe('remote:checkout');
    expect(remoteScope({ params: {} } as unknown as FastifyRequest)).toBe('remote:');
  });
});
