import { company } from '@shop/shared/company';
import { AreaMap } from './area-map';

// Plot 42 in GIDC Vatva; a live map needs the network, the drawn one does not.
const FACTORY = { lat: '22.9676', lon: '72.6366' };

/** Where a live map of the factory opens, with a marker on it. */
export const MAP_URL = `https://www.openstreetmap.org/?mlat=${FACTORY.lat}&mlon=${FACTORY.lon}#map=16/${FACTORY.lat}/${FACTORY.lon}`;

/** The factory's area drawn as a map, with the address and a link to a live map. */
export function LocationMap() {
  return (
    <figure className="inq:grid inq:overflow-hidden inq:rounded-2xl inq:border inq:border-slate-200 inq:bg-white inq:shadow-sm inq:md:grid-cols-3">
      <AreaMap className="inq:block inq:aspect-[3/2] inq:h-auto inq:w-full inq:md:col-span-2" />
      <figcaption className="inq:flex inq:flex-col inq:justify-center inq:gap-4 inq:p-5 inq:md:p-6">
        <div>
          <p className="inq:font-semibold inq:text-slate-900">{company.name} factory</p>
          <p className="inq:text-sm inq:text-slate-600">{company.addressLines.join(', ')}</p>
        </div>
        <a
          href={MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inq:inline-flex inq:shrink-0 inq:self-start inq:items-center inq:justify-center inq:gap-2 inq:rounded-md inq:border inq:border-brand-600 inq:px-4 inq:py-2 inq:text-sm inq:font-semibold inq:text-brand-700 inq:hover:bg-brand-50 inq:focus-visible:outline-2 inq:focus-visible:outline-offset-2 inq:focus-visible:outline-brand-600"
        >
          Open in maps
          <span className="inq:sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
