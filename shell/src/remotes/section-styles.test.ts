import { afterEach, describe, expect, it } from 'vitest';
import { MARK_FAILED_STYLES_SCRIPT } from '../server/html-document';
import { restoreSectionStyles } from './section-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

function link(href: string, remote: string, loaded: boolean): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  element.dataset.remote = remote;
  if (!loaded) element.dataset.failed = '1';
  document.head.append(element);
  return element;
}

describe('restoreSectionStyles', () => {
  it("links again, at a fresh address, a section's stylesheet that failed, and leaves loaded ones and other sections alone", () => {
    const failed = link('https://catalog.test/2535.css', 'catalog', false);
    const loaded = link('https://catalog.test/main.css', 'catalog', true);
    const other = link('https://account.test/1.css', 'account', false);

    restoreSectionStyles('catalog');

    const hrefs = [...document.head.querySelectorAll('link')].map((element) => element.href);
    expect(hrefs).toEqual([expect.stringMatching(/^https:\/\/catalog\.test\/2535\.css\?retry=\d+$/), loaded.href, other.href]);
    expect(failed.isConnected).toBe(false);
    expect(document.head.querySelector('link')?.dataset.remote).toBe('catalog');
    expect(document.head.querySelector('link')?.dataset.failed).toBeUndefined();
  });
});

describe('markFailedStyles', () => {
  it("marks a section's stylesheet whose load failed, and nothing else, as the page's inline script", () => {
    new Function(MARK_FAILED_STYLES_SCRIPT.replace(/^<script>/, '').replace(/<\/script>$/, ''))();
    const section = link('https://catalog.test/a.css', 'catalog', true);
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    document.head.append(own);

    section.dispatchEvent(new Event('error'));
    own.dispatchEvent(new Event('error'));

    expect(section.dataset.failed).toBe('1');
    expect(own.dataset.failed).toBeUndefined();
  });
});
