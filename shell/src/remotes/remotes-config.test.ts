import { describe, expect, it } from 'vitest';
import { browserConfig, parseRuntimeConfig } from './remotes-config';

function fullFile() {
  return {
    apiBaseUrl: 'https://api.shop.test',
    remotes: {
      catalog: { entry: 'https://catalog.shop.test/mf-manifest.json' },
      account: {
        entry: 'https://account.shop.test/v1/mf-manifest.json',
        candidate: { entry: 'https://account.shop.test/v2/mf-manifest.json', percent: 10 },
      },
      checkout: { entry: 'https://checkout.shop.test/mf-manifest.json' },
      inquiries: { entry: 'https://inquiries.shop.test/mf-manifest.json' },
    },
  };
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete remotes file, keeping entries and candidates', () => {
    expect(parseRuntimeConfig(fullFile())).toEqual(fullFile());
  });

  it('keeps the registry release names of a stable build and a candidate', () => {
    const file = fullFile();
    const account = {
      entry: file.remotes.account.entry,
      release: '1.0.0-a',
      candidate: { ...file.remotes.account.candidate, release: '1.1.0-b' },
    };
    expect(parseRuntimeConfig({ ...file, remotes: { ...file.remotes, account } }).remotes.account).toEqual(account);
  });

  it('defaults a missing API address to the page origin', () => {
    const { apiBaseUrl: _omitted, ...withoutApi } = fullFile();
    expect(parseRuntimeConfig(withoutApi).apiBaseUrl).toBe('');
  });

  it('drops fields it does not know rather than passing them on', () => {
    const file = fullFile();
    const withExtra = { ...file, remotes: { ...file.remotes, catalog: { entry: file.remotes.catalog.entry, note: 'x' } } };
    expect(parseRuntimeConfig(withExtra).remotes.catalog).toEqual({ entry: file.remotes.catalog.entry });
  });

  it('passes the payment script address on, and refuses one that is not an http(s) address', () => {
    const razorpay = 'https://checkout.razorpay.com/v1/checkout.js';
    expect(parseRuntimeConfig({ ...fullFile(), paymentScriptUrl: razorpay }).paymentScriptUrl).toBe(razorpay);
    expect(parseRuntimeConfig(fullFile())).not.toHaveProperty('paymentScriptUrl');
    expect(() => parseRuntimeConfig({ ...fullFile(), paymentScriptUrl: 'javascript:alert(1)' })).toThrow(
      'remotes file: paymentScriptUrl must be an http(s) address',
    );
  });

  it('passes social page addresses on, and refuses one that is not an http(s) address', () => {
    const socialLinks = { facebook: 'https://www.facebook.com/ujjwal', instagram: 'https://www.instagram.com/ujjwal' };
    expect(parseRuntimeConfig({ ...fullFile(), socialLinks }).socialLinks).toEqual(socialLinks);
    expect(parseRuntimeConfig({ ...fullFile(), socialLinks: { instagram: socialLinks.instagram } }).socialLinks).toEqual({
      instagram: socialLinks.instagram,
    });
    expect(parseRuntimeConfig(fullFile())).not.toHaveProperty('socialLinks');
    expect(() => parseRuntimeConfig({ ...fullFile(), socialLinks: { facebook: 'javascript:alert(1)' } })).toThrow(
      'remotes file: socialLinks.facebook must be an http(s) address',
    );
  });

  it('keeps the development override key for the rendering server, refuses one that is not a key, and never gives it to the browser', () => {
    const key = 'MCowBQYDK2VwAyEA'.padEnd(60, 'x');
    const config = parseRuntimeConfig({ ...fullFile(), devOverrideKey: key });
    expect(config.devOverrideKey).toBe(key);
    expect(() => parseRuntimeConfig({ ...fullFile(), devOverrideKey: 'short <script>' })).toThrow(
      'remotes file: devOverrideKey must be a public key in base64url',
    );
    expect(browserConfig(config, {})).not.toHaveProperty('devOverrideKey');
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('not a JSON object');
    expect(() => parseRuntimeConfig('remotes')).toThrow('not a JSON object');
    expect(() => parseRuntimeConfig([fullFile()])).toThrow('not a JSON object');
  });

  it('rejects a file without a remotes object', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: '' })).toThrow('remotes must be an object');
  });

  it('rejects an API address that is not a string', () => {
    expect(() => parseRuntimeConfig({ ...fullFile(), apiBaseUrl: 8080 })).toThrow('apiBaseUrl must be a string');
  });

  it('accepts any set of remotes, a fifth team’s included, and a remote whose only release is a candidate', () => {
    const file = fullFile();
    const reviews = { candidate: { entry: 'https://cdn.shop.test/reviews/1/mf-manifest.json', percent: 5, release: '1' } };
    const { checkout: _left, ...remotes } = file.remotes;
    expect(Object.keys(parseRuntimeConfig({ ...file, remotes: { ...remotes, reviews } }).remotes)).toEqual([
      'catalog',
      'account',
      'inquiries',
      'reviews',
    ]);
  });

  it('refuses a name that is not a remote name', () => {
    expect(() => parseRuntimeConfig({ ...fullFile(), remotes: { 'Bad Name': { entry: 'https://x.test/mf-manifest.json' } } })).toThrow(
      'remotes file: "Bad Name" is not a remote name',
    );
  });

  it('names a remote with an empty entry, or with no release at all', () => {
    const file = fullFile();
    expect(() => parseRuntimeConfig({ ...file, remotes: { ...file.remotes, inquiries: { entry: '' } } })).toThrow(
      'remote "inquiries" has an empty entry address',
    );
    expect(() => parseRuntimeConfig({ ...file, remotes: { ...file.remotes, inquiries: {} } })).toThrow('remote "inquiries" has no release');
  });

  it('names a remote that is not an object', () => {
    const file = fullFile();
    const remotes = { ...file.remotes, catalog: 'https://catalog.shop.test/mf-manifest.json' };
    expect(() => parseRuntimeConfig({ ...file, remotes })).toThrow('remote "catalog" must be an object');
  });

  it('keeps each release’s route declaration, and names a malformed one', () => {
    const file = fullFile();
    const declaration = {
      section: 'catalogue',
      cssPrefix: 'cat',
      routes: [{ path: '/shop', access: 'public', module: 'shop-page', title: 'Our Products' }],
      redirects: [],
      slots: { search: 'search-overlay' },
    };
    const catalog = { entry: file.remotes.catalog.entry, declaration };
    expect(parseRuntimeConfig({ ...file, remotes: { ...file.remotes, catalog } }).remotes.catalog).toEqual(catalog);
    const broken = { ...catalog, declaration: { ...declaration, routes: [{ path: '/shop', access: 'admin', module: 'x', title: 'X' }] } };
    expect(() => parseRuntimeConfig({ ...file, remotes: { ...file.remotes, catalog: broken } })).toThrow(
      'remote "catalog" has a malformed route declaration (route 0)',
    );
  });

  it.each([
    ['a string', 'https://account.shop.test/v2/mf-manifest.json'],
    ['without a percentage', { entry: 'https://account.shop.test/v2/mf-manifest.json' }],
    ['with a percentage given as text', { entry: 'https://account.shop.test/v2/mf-manifest.json', percent: '10' }],
    ['without an entry', { percent: 10 }],
  ])('names a remote whose candidate is malformed (%s)', (_case, candidate) => {
    const file = fullFile();
    const remotes = { ...file.remotes, account: { entry: file.remotes.account.entry, candidate } };
    expect(() => parseRuntimeConfig({ ...file, remotes })).toThrow('remote "account" has a malformed candidate');
  });
});

describe('browserConfig', () => {
  const declaration = (path: string) => ({
    section: 's',
    cssPrefix: 'cat',
    routes: [{ path, access: 'public' as const, module: 'p', title: 'P' }],
    redirects: [],
    slots: {},
  });
  const entries = (n: number) => ({ browser: { url: `https://cdn.test/${n}/remoteEntry.js`, integrity: `sha384-${n}` } });
  const withServer = (n: number) => ({
    ...entries(n),
    server: { url: `https://cdn.test/${n}/server/remoteEntry.js`, integrity: `sha384-s${n}` },
  });
  const config = {
    apiBaseUrl: '',
    remotes: {
      catalog: {
        entry: 'https://cdn.test/1/mf-manifest.json',
        declaration: declaration('/one'),
        entries: withServer(1),
        integrity: { 'remoteEntry.js': 'sha384-1', 'a.js': 'sha384-a' },
        candidate: {
          entry: 'https://cdn.test/2/mf-manifest.json',
          percent: 10,
          declaration: declaration('/two'),
          entries: withServer(2),
          integrity: { 'b.js': 'sha384-b' },
        },
      },
    },
  };

  it('keeps each release’s browser entry but not its server entry nor its digests by file, and only the declaration of the version given', () => {
    expect(browserConfig(config, { catalog: 'stable' }).remotes.catalog).toEqual({
      entry: 'https://cdn.test/1/mf-manifest.json',
      declaration: declaration('/one'),
      entries: entries(1),
      candidate: { entry: 'https://cdn.test/2/mf-manifest.json', percent: 10, entries: entries(2) },
    });
    const onCandidate = browserConfig(config, { catalog: 'candidate' }).remotes.catalog;
    expect(onCandidate?.declaration).toBeUndefined();
    expect(onCandidate?.candidate?.declaration).toEqual(declaration('/two'));
  });

  it('gives a site’s page the routes of that site only: the shop’s pages carry none of the back office’s', () => {
    const staff = { path: '/orders', access: 'staff' as const, module: 'o', title: 'Orders' };
    const both = {
      ...config,
      remotes: {
        catalog: { ...config.remotes.catalog, declaration: { ...declaration('/one'), routes: [...declaration('/one').routes, staff] } },
      },
    };
    expect(browserConfig(both, { catalog: 'stable' }).remotes.catalog?.declaration?.routes.map((route) => route.path)).toEqual(['/one']);
    expect(browserConfig(both, { catalog: 'stable' }, 'backoffice').remotes.catalog?.declaration?.routes).toEqual([staff]);
  });
});
