import { productLines } from './product-lines';

/** The product families as a responsive grid of cards. */
export function ProductLinesGrid() {
  return (
    <ul className="cat:mt-8 cat:grid cat:gap-4 cat:sm:grid-cols-2 cat:lg:grid-cols-3">
      {productLines.map((line) => (
        <li key={line.name} className="cat:rounded-xl cat:border cat:border-slate-200 cat:bg-white cat:p-5 cat:shadow-sm">
          <div className="cat:flex cat:items-center cat:gap-3">
            <span aria-hidden="true" className="cat:size-2.5 cat:shrink-0 cat:rounded-full cat:bg-accent-500" />
            <h3 className="cat:font-semibold cat:text-slate-900">{line.name}</h3>
          </div>
          <p className="cat:mt-2 cat:text-sm cat:leading-6 cat:text-slate-600">{line.description}</p>
        </li>
      ))}
    </ul>
  );
}
