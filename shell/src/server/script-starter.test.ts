import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_PAINT_WAIT_MS, SCRIPT_START_CAP_MS, STARTER_SCRIPT, startScriptsAfterPaint } from './html-document';

const files = { shell: ['/main.js', '/vendor.js'], sections: [{ href: '/catalog/remoteEntry.js', integrity: 'sha384-abc' }] };
const FRAME_MS = 16;

/** Runs the starter as the page does: its plan as the page's JSON, then the inline script's text, nothing else of this module. */
function runStarter(): void {
  const page = startScriptsAfterPaint(files);
  expect(page.endsWith(STARTER_SCRIPT)).toBe(true);
  document.body.insertAdjacentHTML('beforeend', page.slice(0, -STARTER_SCRIPT.length));
  new Function(STARTER_SCRIPT.replace(/^<script>/, '').replace(/<\/script>$/, ''))();
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

function addHero(complete: boolean): HTMLImageElement {
  const hero = document.createElement('img');
  hero.setAttribute('fetchpriority', 'high');
  Object.defineProperty(hero, 'complete', { value: complete });
  document.body.append(hero);
  return hero;
}

/** A browser that reports the largest contentful paint; `report()` delivers one. */
function withPaintReports() {
  const reporters: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      reporters.push(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: () => {
      for (const callback of reporters) callback();
    },
  };
}

/** A browser's font set whose `load` answers as `load` does. */
function withFonts(load: (query: string) => Promise<unknown[]>) {
  const spy = vi.fn(load);
  Object.defineProperty(document, 'fonts', { value: { load: spy }, configurable: true });
  return spy;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.stubGlobal('PerformanceObserver', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'fonts');
});

describe('the starter of the page scripts', () => {
  it('starts the shell scripts in order and preloads the sections at once on a page without a hero', () => {
    runStarter();
    expect(started()).toEqual(['/main.js', '/vendor.js']);
    expect(preloaded()).toEqual(['/catalog/remoteEntry.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
  });

  it('preloads a section entry with its digest in CORS mode, so the entry the runtime loads uses the preload', () => {
    runStarter();
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('integrity')).toBe('sha384-abc');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('loads the shop’s font when the scripts start, not before, for the next page', () => {
    const load = withFonts(async () => [{}]);
    withPaintReports();
    const hero = addHero(false);
    runStarter();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAME_MS * 2 + HERO_PAINT_WAIT_MS + 1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
  });

  it('starts the scripts all the same when the font cannot be loaded', async () => {
    const load = withFonts(async () => {
      throw new Error('offline');
    });
    runStarter();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('waits for the hero to load and be reported painted, then starts a frame later', () => {
    const { report } = withPaintReports();
    const hero = addHero(false);
    runStarter();
    report();
    vi.advanceTimersByTime(FRAME_MS * 2);
    expect(started()).toEqual([]);

    hero.dispatchEvent(new Event('load'));
    report();
    vi.advanceTimersByTime(FRAME_MS + 1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('starts two frames after the hero loads when the browser gives no paint reports', () => {
    const hero = addHero(false);
    runStarter();
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    hero.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(FRAME_MS * 2 + 1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('starts two frames and the paint wait after the hero loads when no paint report follows', () => {
    withPaintReports();
    const hero = addHero(false);
    runStarter();
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAME_MS * 2 + HERO_PAINT_WAIT_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('starts a frame after a paint report when the hero had loaded before the page was parsed', () => {
    const { report } = withPaintReports();
    addHero(true);
    runStarter();
    report();
    vi.advanceTimersByTime(FRAME_MS + 1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('starts at the cap when the hero never loads, and only once', () => {
    withPaintReports();
    const hero = addHero(false);
    runStarter();
    vi.advanceTimersByTime(SCRIPT_START_CAP_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual(['/main.js', '/vendor.js']);
  });

  it('stays about as small as the hand-written starter was', () => {
    const size = startScriptsAfterPaint({ shell: [], sections: [] }).length;
    // Its plan's JSON element and the read of it, so the script is one text the policy allows by hash, are the rest;
    // loading the font costs about what the font's preload tag it replaced did.
    expect(size).toBeLessThan(1650);
  });
});
