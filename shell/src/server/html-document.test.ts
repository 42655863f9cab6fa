// @vitest-environment node

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FONT_HELD_ATTRIBUTE } from '../app/held-font';
import {
  EARLY_INPUT_SCRIPT,
  escapeHtml,
  FONT_RELEASE_SCRIPT,
  headTags,
  INLINE_SCRIPT_HASHES,
  inlineStateScript,
  MARK_FAILED_STYLES_SCRIPT,
  parseTemplate,
  STARTER_SCRIPT,
  scriptJson,
  sectionStylesheetTags,
  startScriptsAfterPaint,
} from './html-document';

describe('headTags', () => {
  it('writes the title, description, canonical and Open Graph tags, with the image made absolute', () => {
    const tags = headTags(
      { title: 'Ujjwal Matic 1 kg', description: 'Front-load powder', image: '/api/media/p7.svg', type: 'product' },
      { origin: 'https://shop.example', canonicalPath: '/product/p7' },
    );
    expect(tags).toContain('<title>Ujjwal Matic 1 kg | Ujjwal Home Care</title>');
    expect(tags).toContain('<meta name="description" content="Front-load powder">');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/product/p7">');
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/api/media/p7.svg">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes text a product name may carry, and JSON-LD cannot close its script', () => {
    const tags = headTags(
      { title: 'Soap "Best" <b>', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      { origin: 'https://shop.example', canonicalPath: '/' },
    );
    expect(tags).toContain('<title>Soap &#34;Best&#34; &#60;b&#62; | Ujjwal Home Care</title>');
    expect(tags).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('scriptJson and escapeHtml', () => {
  it('keep data intact while making it inert in HTML', () => {
    const value = { text: "a<b>&c'\u2028" };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
    expect(scriptJson(value)).not.toMatch(/[<>&]/);
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#60;/a&#62;');
  });
});

describe('sectionStylesheetTags', () => {
  it('links the stylesheets, marked with their remote, with no inline handler (the policy runs none)', () => {
    expect(sectionStylesheetTags([{ href: 'https://c/a.css', remote: 'catalog' }])).toBe(
      '<link rel="stylesheet" href="https://c/a.css" data-remote="catalog">',
    );
  });

  it('writes a stylesheet that came with its text into the page, in its place among the linked ones, named by a link never fetched', () => {
    const tags = sectionStylesheetTags([
      { href: 'https://c/a.css', remote: 'catalog', integrity: 'sha384-a' },
      { href: 'https://k/b.css', remote: 'checkout', integrity: 'sha384-b', text: '.chk\\:flex{display:flex}' },
    ]);
    expect(tags).toBe(
      '<link rel="stylesheet" href="https://c/a.css" integrity="sha384-a" crossorigin="anonymous" data-remote="catalog">' +
        '<link rel="stylesheet" href="https://k/b.css" disabled data-remote="checkout"><style data-remote="checkout">.chk\\:flex{display:flex}</style>',
    );
  });
});

describe('inline scripts under the page policy', () => {
  const text = (tag: string) => /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1] ?? '';
  const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('are each one fixed text, allowed by its hash', () => {
    expect(INLINE_SCRIPT_HASHES).toEqual(
      [EARLY_INPUT_SCRIPT, FONT_RELEASE_SCRIPT, MARK_FAILED_STYLES_SCRIPT, STARTER_SCRIPT].map((tag) => sha256(text(tag))),
    );
  });

  it("carry a page's data as JSON the browser never runs: the state and the starter's files", () => {
    const state = inlineStateScript({ config: { apiBaseUrl: '', remotes: {} }, versions: {}, viewId: '</script>' });
    expect(state).toMatch(/^<script type="application\/json" id="shop-state">[^<]*<\/script>$/);
    const starter = startScriptsAfterPaint({ shell: ['/main.js'], sections: [{ href: 'https://c/remoteEntry.js' }] });
    expect(starter).toMatch(/^<script type="application\/json" id="shop-start">[^<]*<\/script>/);
    expect(starter.endsWith(STARTER_SCRIPT)).toBe(true);
    expect(STARTER_SCRIPT).not.toContain('remoteEntry');
  });
});

describe('parseTemplate', () => {
  it("splits the shell's page around the head and #root, dropping its own title and description", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="x"><title>Shop</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const template = parseTemplate(html);
    expect(template.start).toBe(`<!doctype html><html ${FONT_HELD_ATTRIBUTE}><head><meta charset="utf-8">`);
    expect(template.head).toBe('');
    expect(template.scripts).toEqual(['/main.js']);
    expect(template.bodyStart).toBe('</head><body><div id="root">');
    expect(template.end).toBe('</div></body></html>');
  });

  it('refuses a page without #root', () => {
    expect(() => parseTemplate('<html><head><meta charset="utf-8"></head><body></body></html>')).toThrow('#root');
  });
});
