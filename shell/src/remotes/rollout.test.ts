import { describe, expect, it } from 'vitest';
import { applyQueryPins, chooseVersion, entryFor, readRolloutContext } from './rollout';

const withCandidate = {
  entry: 'https://cdn.example/catalog/1.4.0/mf-manifest.json',
  candidate: { entry: 'https://cdn.example/catalog/1.5.0/mf-manifest.json', percent: 10 },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

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
      if (attributes.includes('max-age=0')) jar.delete(key ?? '');
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
  it('draws a bucket once and keeps it for the next visit', () => {
    const storage = memoryStorage();
    const first = readRolloutContext(fakeDocument(), { search: '' }, storage, () => 0.42);
    const second = readRolloutContext(fakeDocument(), { search: '' }, storage, () => 0.99);
    expect(first.bucket).toBe(42);
    expect(second.bucket).toBe(42);
  });

  it('draws a new bucket when the saved one is not a number from 0 to 99', () => {
    expect(readRolloutContext(fakeDocument(), { search: '' }, memoryStorage({ 'shop.rollout-bucket': 'abc' }), () => 0.07).bucket).toBe(7);
    expect(readRolloutContext(fakeDocument(), { search: '' }, memoryStorage({ 'shop.rollout-bucket': '100' }), () => 0.07).bucket).toBe(7);
  });

  it('still works when storage is unavailable', () => {
    expect(readRolloutContext(fakeDocument(), { search: '' }, null, () => 0.5).bucket).toBe(50);
  });

  it('pins a version from the address and keeps it in a cookie for later pages', () => {
    const doc = fakeDocument();
    expect(readRolloutContext(doc, { search: '?mf-catalog=candidate' }, memoryStorage(), () => 0.9).pins).toEqual({ catalog: 'candidate' });
    expect(readRolloutContext(doc, { search: '' }, memoryStorage(), () => 0.9).pins).toEqual({ catalog: 'candidate' });
  });

  it('clears a pin with =auto and ignores unknown values', () => {
    const doc = fakeDocument('mf-pin-catalog=candidate');
    applyQueryPins('?mf-catalog=auto&mf-account=banana', (cookie) => {
      doc.cookie = cookie;
    });
    expect(readRolloutContext(doc, { search: '' }, memoryStorage(), () => 0).pins).toEqual({});
  });
});
