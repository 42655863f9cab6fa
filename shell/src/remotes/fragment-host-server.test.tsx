// @vitest-environment node
import type { PageModule } from '@shop/shared/page';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LackedFragmentsContext } from './fragment-host';
import { TestCard } from './fragment-test-card';
import { type LoadedPages, LoadedPagesContext } from './page-source';

const noCode: LoadedPages = () => undefined;
const heart: LoadedPages = () => ({ default: () => <button type="button">Save</button> }) as unknown as PageModule;

describe('the rendering server, without a fragment’s code', () => {
  it('sends the fallback bare, names the fragment for the browser, and sends what the browser hydrates', () => {
    const lacked = new Set<string>();
    const sent = renderToString(
      <LoadedPagesContext.Provider value={noCode}>
        <LackedFragmentsContext.Provider value={lacked}>
          <TestCard name="wishlist-toggle" />
        </LackedFragmentsContext.Provider>
      </LoadedPagesContext.Provider>,
    );
    expect([...lacked]).toEqual(['wishlist-toggle']);
    expect(sent).toContain('<a href="/product/p1">View Product</a>');
    expect(sent).not.toContain('Save');

    // What the browser renders first for a fragment the server names: the same HTML.
    const hydrated = renderToString(
      <LoadedPagesContext.Provider value={heart}>
        <LackedFragmentsContext.Provider value={new Set(['wishlist-toggle'])}>
          <TestCard name="wishlist-toggle" />
        </LackedFragmentsContext.Provider>
      </LoadedPagesContext.Provider>,
    );
    expect(hydrated).toBe(sent);
  });
});
