import { fetchReleaseFile, type ReleaseFilePolicy } from './release-files';
import type { PreloadedFile } from './route-preloads';

/**
 * A section stylesheet up to this size is written into the page instead of linked. Fragments' sheets
 * (the add-to-cart box, the wish-list heart: 5–6 KB, 1.4 KB compressed) are; a page's own (the
 * catalogue's is 43 KB) are not. A linked sheet from another origin costs a phone a new connection
 * before the page can paint, and shares the slow link with the others.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 8 * 1024;

const DEFAULT_MAX_FILES = 256;

/** How long a sheet that could not be fetched is linked before the server asks for it again. */
export const FAILED_SHEET_RETRY_MS = 10_000;

/**
 * The small stylesheets of released sections, fetched once each by the rendering server, from an
 * allowed origin and only if their bytes are the ones released (`fetchReleaseFile`). Describes
 * releases, never a shopper, so it is shared by every request.
 */
export class SmallStylesheets {
  private readonly texts = new Map<string, Promise<string | undefined>>();

  constructor(private readonly options: { policy: ReleaseFilePolicy; timeoutMs: number; maxFiles?: number; fetch?: typeof fetch }) {}

  /**
   * The text to write into the page for `sheet`, or nothing to link it: a development build's sheet
   * (no digest; it changes under the same address), a large one, one whose fetch failed (asked again
   * after `FAILED_SHEET_RETRY_MS`, so pages do not each wait on a remote that is down) and one whose
   * text could end the page's `<style>` element early.
   */
  textOf(sheet: PreloadedFile): Promise<string | undefined> {
    if (!sheet.integrity) return Promise.resolve(undefined);
    const key = `${sheet.href} ${sheet.integrity}`;
    const known = this.texts.get(key);
    if (known) return known;
    const text = this.fetchSmall(sheet.href, sheet.integrity).catch(() => {
      setTimeout(() => this.texts.delete(key), FAILED_SHEET_RETRY_MS).unref?.();
      return undefined;
    });
    this.texts.set(key, text);
    if (this.texts.size > (this.options.maxFiles ?? DEFAULT_MAX_FILES)) {
      const oldest = this.texts.keys().next().value;
      if (oldest !== undefined) this.texts.delete(oldest);
    }
    return text;
  }

  private async fetchSmall(href: string, integrity: string): Promise<string | undefined> {
    const bytes = await fetchReleaseFile(href, integrity, this.options.policy, {
      timeoutMs: this.options.timeoutMs,
      fetch: this.options.fetch,
    });
    if (bytes.length > INLINE_STYLESHEET_MAX_BYTES) return undefined;
    const text = bytes.toString('utf8');
    return /<\/style/i.test(text) ? undefined : text;
  }
}
