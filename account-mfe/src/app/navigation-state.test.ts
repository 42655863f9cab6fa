import { describe, expect, it } from 'vitest';
import { carryFrom, pathAfterSignIn, returnPath, stateText } from './navigation-state';

describe('stateText', () => {
  it('reads a text the previous page left, and nothing else', () => {
    expect(stateText({ email: 'asha@example.in' }, 'email')).toBe('asha@example.in');
    expect(stateText({ email: 42 }, 'email')).toBe('');
    expect(stateText(null, 'email')).toBe('');
    expect(stateText('asha@example.in', 'email')).toBe('');
  });
});

describe('returnPath', () => {
  it('goes back to the same-site path the guard remembered, query and hash included', () => {
    expect(returnPath({ from: '/cart?coupon=1#summary' })).toBe('/cart?coupon=1#summary');
  });

  it.each([
    ['nothing remembered', null],
    ['another site', { from: 'https://evil.example/' }],
    ['a protocol-relative address', { from: '//evil.example' }],
    ['a slash and a backslash', { from: '/\\evil.example' }],
    ['a relative path', { from: 'profile' }],
  ])('goes home for %s', (_case, state) => {
    expect(returnPath(state)).toBe('/');
  });
});

describe('pathAfterSignIn', () => {
  it('sends a shopper with no phone number to complete the profile', () => {
    expect(pathAfterSignIn({ fullName: 'Asha', email: 'a@b.in', phoneNumber: '' }, { from: '/cart' })).toBe('/userverify');
    expect(pathAfterSignIn({ fullName: 'Asha', email: 'a@b.in' }, null)).toBe('/userverify');
  });

  it('sends a shopper with a phone number back where they came from', () => {
    expect(pathAfterSignIn({ fullName: 'Asha', email: 'a@b.in', phoneNumber: '9876543210' }, { from: '/cart' })).toBe('/cart');
    expect(pathAfterSignIn({ fullName: 'Asha', email: 'a@b.in', phoneNumber: '9876543210' }, {})).toBe('/');
  });
});

describe('carryFrom', () => {
  it('passes the way back on, or nothing', () => {
    expect(carryFrom({ from: '/cart', email: 'x' })).toEqual({ from: '/cart' });
    expect(carryFrom({ email: 'x' })).toEqual({});
  });
});
