import { describe, expect, it } from 'vitest';
import { readCookies } from './cookies';
import { chooseVersion, entryFor } from './rollout';
import { readRolloutContext, rolloutFromCookies } from './rollout-cookies';

const withCandidate = {
  entry: 'https://cdn.example/catalog/1.4.0/mf-manifest.json',
  candidate: { entry: 'https://cdn.example/catalog/1.5.0/mf-manifest.json', percent: 10 },
};

function fakeDocument(cookie = '') {
  const jar = new Map<string, string>();
  for (const part of cookie.split(';').filter(Boolean)) {
    const [key, value] = part.trim().split('=');
    jar.set(key ?? '', value ?? '');
  }
  return {
    get cookie() {
      return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(';').map((part) => part.trim());
      const [key, value] = (pair ?? '').split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(key ?? '');
      else jar.set(key ?? '', value ?? '');
    },
  };
}

describe('chooseVersion', () => {
  it('gives the stable version when the remote has no candidate', () => {
    expect(chooseVersion('catalog', { entry: 'x' }, { bucket: 0, pins: {} })).toBe('stable');
  });

  it('gives the candidate to shoppers whose bucket is under the percentage, and stable to the rest', () => {
    expect(chooseVersion('catalog', withCandidate, { bucket: 0, pins: {} })).toBe('candidate');
    expect(chooseVersion('catalog', withCandidate, { bucket: 9, pins: {} })).toBe('candidate');
    expect(chooseVersion('catalog', withCandidate, { bucket: 10, pins: {} })).toBe('stable');
    expect(chooseVersion('catalog', withCandidate, { bucket: 99, pins: {} })).toBe('stable');
  });

  it('lets a pin win over the bucket in both directions', () => {
    expect(chooseVersion('catalog', withCandidate, { bucket: 99, pins: { catalog: 'candidate' } })).toBe('candidate');
    expect(chooseVersion('catalog', withCandidate, { bucket: 0, pins: { catalog: 'stable' } })).toBe('stable');
  });

  it('ignores a candidate pin for a remote that has no candidate', () => {
    expect(chooseVersion('account', { entry: 'x' }, { bucket: 0, pins: { account: 'candidate' } })).toBe('stable');
  });

  it('sends nobody to a 0 % candidate and everybody to a 100 % one', () => {
    const at = (percent: number, bucket: number) =>
      chooseVersion('catalog', { ...withCandidate, candidate: { ...withCandidate.candidate, percent } }, { bucket, pins: {} });
    expect(at(0, 0)).toBe('stable');
    expect(at(100, 99)).toBe('candidate');
  });
});

describe('entryFor', () => {
  it('names the address of the chosen version', () => {
    expect(entryFor(withCandidate, 'candidate')).toBe(withCandidate.candidate.entry);
    expect(entryFor(withCandidate, 'stable')).toBe(withCandidate.entry);
  });
});

describe('readRolloutContext', () => {
  it('draws a bucket once and keeps it in a cookie for the next visit', () => {
    const doc = fakeDocument();
    const first = readRolloutContext(doc, { search: '' }, () => 0.42);
    const second = readRolloutContext(doc, { search: '' }, () => 0.99);
    expect(first.bucket).toBe(42);
    expect(second.bucket).toBe(42);
    expect(doc.cookie).toContain('mf-bucket=42');
  });

  it('draws a new bucket when the saved one is not a number from 0 to 99', () => {
    expect(readRolloutContext(fakeDocument('mf-bucket=abc'), { search: '' }, () => 0.07).bucket).toBe(7);
    expect(readRolloutContext(fakeDocument('mf-bucket=100'), { search: '' }, () => 0.07).bucket).toBe(7);
  });

  it('pins a version from the address and keeps it in a cookie for later pages', () => {
    const doc = fakeDocument();
    expect(readRolloutContext(doc, { search: '?mf-catalog=candidate' }, () => 0.9).pins).toEqual({ catalog: 'candidate' });
    expect(readRolloutContext(doc, { search: '' }, () => 0.9).pins).toEqual({ catalog: 'candidate' });
  });

  it('clears a pin with =auto and ignores unknown values', () => {
    const doc = fakeDocument('mf-pin-catalog=candidate; mf-bucket=3');
    expect(readRolloutContext(doc, { search: '?mf-catalog=auto&mf-account=banana' }, () => 0).pins).toEqual({});
    expect(readRolloutContext(doc, { search: '' }, () => 0).pins).toEqual({});
  });
});

describe('readRolloutContext over https', () => {
  it('writes the bucket cookie Secure', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        written.push(text);
      },
    };
    readRolloutContext(doc, { search: '', protocol: 'https:' }, () => 0.42);
    expect(written).toEqual(['mf-bucket=42; Max-Age=31536000; Path=/; Secure; SameSite=Lax']);
  });
});

describe('rolloutFromCookies', () => {
  it('answers a request the way the browser would, with the cookies to set', () => {
    const { context, setCookies } = rolloutFromCookies(
      readCookies('signedIn=1; mf-pin-account=stable'),
      '?mf-catalog=candidate',
      () => 0.25,
    );
    expect(context).toEqual({ bucket: 25, pins: { account: 'stable', catalog: 'candidate' } });
    expect(setCookies).toEqual(['mf-bucket=25; Max-Age=31536000; Path=/; SameSite=Lax', 'mf-pin-catalog=candidate; Path=/; SameSite=Lax']);
  });

  it('sets nothing for a returning visitor with no pins in the address', () => {
    expect(rolloutFromCookies(readCookies('mf-bucket=7'), '', () => 0.9)).toEqual({ context: { bucket: 7, pins: {} }, setCookies: [] });
  });

  it('marks every cookie Secure for a page served over https', () => {
    const { setCookies } = rolloutFromCookies({}, '?mf-catalog=candidate&mf-account=auto', () => 0.25, true);
    expect(setCookies).toEqual([
      'mf-bucket=25; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
      'mf-pin-catalog=candidate; Path=/; Secure; SameSite=Lax',
      'mf-pin-account=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });
});
