import type { Product } from '@shop/shared/contracts';
import { cx } from '@shop/shared/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { wrapIndex } from '../model/gallery-index';
import { DescriptionPanel, HighlightsPanel, InformationPanel } from './tab-panels';

const TABS = ['Description', 'Highlights', 'Information'] as const;
type TabName = (typeof TABS)[number];

function panelFor(tab: TabName, product: Product) {
  if (tab === 'Highlights') return <HighlightsPanel highlights={product.highlights ?? []} />;
  if (tab === 'Information') return <InformationPanel sections={product.information ?? []} />;
  return <DescriptionPanel description={product.description} />;
}

/** Description (first), Highlights and Information as tabs; arrow keys, Home and End move between them. */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const activeTab = TABS[active] ?? 'Description';

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: wrapIndex(active, 1, TABS.length),
      ArrowLeft: wrapIndex(active, -1, TABS.length),
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section aria-labelledby={`${baseId}-heading`} className="cat:mt-12">
      <h2 id={`${baseId}-heading`} className="cat:sr-only">
        Product details
      </h2>
      <div
        role="tablist"
        aria-label="Product details"
        onKeyDown={onKeyDown}
        className="cat:flex cat:gap-1 cat:overflow-x-auto cat:border-b cat:border-slate-200"
      >
        {TABS.map((tab, index) => {
          const selected = index === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(index)}
              className={cx(
                'cat:-mb-px cat:shrink-0 cat:border-b-2 cat:px-3 cat:py-3 cat:text-sm cat:font-semibold cat:transition-colors cat:focus-visible:outline-2 cat:focus-visible:-outline-offset-2 cat:focus-visible:outline-brand-600 cat:sm:px-6 cat:sm:text-base',
                selected ? 'cat:border-brand-600 cat:text-brand-700' : 'cat:border-transparent cat:text-slate-600 cat:hover:text-slate-900',
              )}
            >
              {tab}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus so keyboard users reach its text right after the tabs.
        tabIndex={0}
        className="cat:py-6 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-4 cat:focus-visible:outline-brand-600"
      >
        {panelFor(activeTab, product)}
      </div>
    </section>
  );
}
