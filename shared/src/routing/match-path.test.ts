import { describe, expect, it } from 'vitest';
import { matchPath, paramNames, pathsOverlap } from './match-path';

describe('matchPath', () => {
  it('matches a plain path, the home path included, and nothing longer or shorter', () => {
    expect(matchPath('/shop', '/shop')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/shop', '/about')).toBeNull();
    expect(matchPath('/', '/shop')).toBeNull();
    expect(matchPath('/shop', '/shop/more')).toBeNull();
  });

  it('ignores the case of literal segments and a trailing slash', () => {
    expect(matchPath('/distributorinquiryForm', '/DistributorInquiryForm/')).toEqual({});
    expect(matchPath('/about', '/ABOUT')).toEqual({});
  });

  it('gives a parameter its decoded value, with its case kept', () => {
    expect(matchPath('/product/:productId', '/product/a%20B')).toEqual({ productId: 'a B' });
    expect(matchPath('/product/:productId', '/product')).toBeNull();
    expect(matchPath('/product/:productId', '/product/a/b')).toBeNull();
  });

  it('keeps a segment that is not valid percent-encoding as written, for a literal and a parameter alike', () => {
    expect(matchPath('/product/:productId', '/product/50%-off')).toEqual({ productId: '50%-off' });
    expect(matchPath('/product/:productId', '/product/%E0%A4%A')).toEqual({ productId: '%E0%A4%A' });
    expect(matchPath('/50%-off', '/50%-OFF')).toEqual({});
  });

  it('compares a literal segment after decoding it', () => {
    expect(matchPath('/about', '/%61bout')).toEqual({});
  });

  it("matches anything with '*'", () => {
    expect(matchPath('*', '/no/such/page')).toEqual({});
  });
});

describe('pathsOverlap', () => {
  it('finds two paths one address could match', () => {
    expect(pathsOverlap('/shop', '/SHOP')).toBe(true);
    expect(pathsOverlap('/product/:productId', '/product/new')).toBe(true);
    expect(pathsOverlap('/product/:id', '/product/:productId')).toBe(true);
    expect(pathsOverlap('/', '/')).toBe(true);
  });

  it('keeps apart paths no address could match both', () => {
    expect(pathsOverlap('/shop', '/about')).toBe(false);
    expect(pathsOverlap('/product/:productId', '/product')).toBe(false);
    expect(pathsOverlap('/', '/shop')).toBe(false);
    expect(pathsOverlap('/a/:x', '/b/:x')).toBe(false);
  });
});

describe('paramNames', () => {
  it('lists the parameters of a path in order', () => {
    expect(paramNames('/product/:productId')).toEqual(['productId']);
    expect(paramNames('/orders/:orderId/lines/:line')).toEqual(['orderId', 'line']);
    expect(paramNames('/shop')).toEqual([]);
  });
});
