import type { Highlight } from '@shop/shared/contracts';
import { highlightLabel } from '../model/highlight-label';
import { keyed } from '../model/keyed';

const PREVIEW_COUNT = 4;

/** The first few highlights as a short list above the buttons; the Highlights tab has them all. */
export function HighlightsPreview({ highlights }: { highlights: Highlight[] }) {
  const shown = highlights.slice(0, PREVIEW_COUNT);
  if (shown.length === 0) return null;
  return (
    <div className="cat:rounded-xl cat:bg-slate-50 cat:p-4">
      <h2 className="cat:text-sm cat:font-semibold cat:text-slate-900">Highlights</h2>
      <ul className="cat:mt-2 cat:grid cat:gap-x-6 cat:gap-y-1.5 cat:text-sm cat:sm:grid-cols-2">
        {keyed(shown, ([label, value]) => `${label}:${value}`).map(({ key, item: [label, value] }) => (
          <li key={key} className="cat:flex cat:gap-1.5">
            <span className="cat:shrink-0 cat:text-slate-600">{highlightLabel(label)}:</span>
            <span className="cat:font-medium cat:break-words cat:text-slate-900">{value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
