import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it('matches a plain path exactly, the home path included', () => {
    expect(matchPath('/shop', '/shop')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/shop', '/about')).toBeNull();
    expect(matchPath('/', '/shop')).toBeNull();
  });

  it('takes a parameter from its segment, decoded', () => {
    expect(matchPath('/product/:productId', '/product/a%20b')).toEqual({ productId: 'a b' });
    expect(matchPath('/product/:productId', '/product')).toBeNull();
    expect(matchPath('/product/:productId', '/product/a/b')).toBeNull();
  });

  it('does not match a segment that cannot be decoded', () => {
    expect(matchPath('/product/:productId', '/product/%E0%A4%A')).toBeNull();
  });
});
