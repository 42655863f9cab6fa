import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseRemoteOrigins } from './remote-origins';

describe('isAllowedOrigin', () => {
  it('allows only the listed origins, port and scheme included', () => {
    const origins = ['https://cdn.example.in'];
    expect(isAllowedOrigin('https://cdn.example.in/catalog/1/mf-manifest.json', origins)).toBe(true);
    expect(isAllowedOrigin('https://cdn.example.in:8443/x.js', origins)).toBe(false);
    expect(isAllowedOrigin('http://cdn.example.in/x.js', origins)).toBe(false);
    expect(isAllowedOrigin('https://evil.example/x.js', origins)).toBe(false);
    expect(isAllowedOrigin('not a url', origins)).toBe(false);
  });

  it('allows this machine alone when no list is given', () => {
    expect(isAllowedOrigin('http://localhost:3009/a.js', 'loopback')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:1/a.js', 'loopback')).toBe(true);
    expect(isAllowedOrigin('http://192.168.1.5/a.js', 'loopback')).toBe(false);
    expect(isAllowedOrigin('file:///etc/passwd', 'loopback')).toBe(false);
  });
});

describe('parseRemoteOrigins', () => {
  it('reads a list, and defaults to this machine outside production and to no origin in production', () => {
    expect(parseRemoteOrigins(' https://a.example , https://b.example ', true)).toEqual({
      origins: ['https://a.example', 'https://b.example'],
    });
    expect(parseRemoteOrigins(undefined, false)).toEqual({ origins: 'loopback' });
    expect(parseRemoteOrigins('', true)).toEqual({ origins: [] });
  });

  it('names what is wrong: a plain-http origin in production, a path', () => {
    expect(parseRemoteOrigins('http://cdn.example', true)).toEqual({ problem: '"http://cdn.example" must be https in production' });
    expect(parseRemoteOrigins('https://cdn.example/path', false)).toEqual({
      problem: '"https://cdn.example/path" is not an origin such as https://cdn.example.in',
    });
  });
});
