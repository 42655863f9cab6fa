import type { Highlight, ProductInformation } from '@shop/shared/contracts';
import { highlightLabel } from '../model/highlight-label';
import { keyed } from '../model/keyed';

const emptyClass = 'cat:text-slate-600';

/** The product's description, keeping the paragraphs it was written with. */
export function DescriptionPanel({ description }: { description: string }) {
  if (!description?.trim()) return <p className={emptyClass}>No description available.</p>;
  return <p className="cat:max-w-3xl cat:leading-7 cat:whitespace-pre-line cat:text-slate-700">{description}</p>;
}

/** Every highlight as a row of label and value. */
export function HighlightsPanel({ highlights }: { highlights: Highlight[] }) {
  if (highlights.length === 0) return <p className={emptyClass}>No highlights listed.</p>;
  return (
    <div className="cat:max-w-3xl cat:overflow-hidden cat:rounded-xl cat:border cat:border-slate-200">
      <table className="cat:w-full cat:text-left cat:text-sm">
        <caption className="cat:sr-only">Highlights</caption>
        <tbody className="cat:divide-y cat:divide-slate-200">
          {keyed(highlights, ([label, value]) => `${label}:${value}`).map(({ key, item: [label, value] }) => (
            <tr key={key} className="cat:even:bg-slate-50">
              <th scope="row" className="cat:w-2/5 cat:px-4 cat:py-3 cat:font-medium cat:text-slate-600">
                {highlightLabel(label)}
              </th>
              <td className="cat:px-4 cat:py-3 cat:break-words cat:text-slate-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The information sections, each a title over a bullet list. */
export function InformationPanel({ sections }: { sections: ProductInformation[] }) {
  if (sections.length === 0) return <p className={emptyClass}>No further information.</p>;
  return (
    <div className="cat:grid cat:max-w-4xl cat:gap-6 cat:md:grid-cols-2">
      {sections.map((section) => (
        <section key={section._id} className="cat:rounded-xl cat:border cat:border-slate-200 cat:p-5">
          <h3 className="cat:font-semibold cat:text-slate-900">{section.title}</h3>
          <ul className="cat:mt-3 cat:list-disc cat:space-y-1.5 cat:pl-5 cat:text-sm cat:leading-6 cat:text-slate-700 cat:marker:text-brand-600">
            {keyed(section.information, (line) => line).map(({ key, item }) => (
              <li key={key}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
