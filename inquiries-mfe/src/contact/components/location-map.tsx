import { company } from '@shop/shared/company';

/** Where a full map of the factory opens; a real map needs the network, this card does not. */
export const MAP_URL = 'https://www.openstreetmap.org/?mlat=23.0&mlon=72.63#map=15/23.0/72.63';

/** A drawn street map of the factory's area with the address and a link to a live map. */
export function LocationMap() {
  return (
    <figure className="inq:overflow-hidden inq:rounded-2xl inq:border inq:border-slate-200 inq:bg-white inq:shadow-sm">
      <svg
        viewBox="0 0 800 300"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
        className="inq:block inq:h-56 inq:w-full inq:sm:h-72"
      >
        <rect width="800" height="300" className="inq:fill-slate-100" />
        {/* blocks of the industrial estate and a park */}
        <rect x="40" y="30" width="180" height="90" rx="6" className="inq:fill-slate-200" />
        <rect x="40" y="170" width="180" height="100" rx="6" className="inq:fill-slate-200" />
        <rect x="280" y="170" width="160" height="100" rx="6" className="inq:fill-slate-200" />
        <rect x="500" y="30" width="120" height="90" rx="6" className="inq:fill-emerald-100" />
        <rect x="660" y="170" width="110" height="100" rx="6" className="inq:fill-slate-200" />
        {/* streets */}
        <g className="inq:stroke-white" strokeLinecap="round">
          <path d="M0 145H800" strokeWidth="22" />
          <path d="M250 0V300" strokeWidth="16" />
          <path d="M470 0V300" strokeWidth="16" />
          <path d="M640 0V300" strokeWidth="12" />
          <path d="M0 300L360 0" strokeWidth="10" />
        </g>
        <path d="M0 145H800" className="inq:stroke-amber-300" strokeWidth="3" strokeDasharray="14 10" />
        {/* the factory and its pin */}
        <rect x="290" y="40" width="150" height="80" rx="6" className="inq:fill-brand-100 inq:stroke-brand-500" strokeWidth="3" />
        <path d="M365 18c-16 0-28 12-28 27 0 21 28 47 28 47s28-26 28-47c0-15-12-27-28-27z" className="inq:fill-brand-600" />
        <circle cx="365" cy="45" r="10" className="inq:fill-white" />
      </svg>
      <figcaption className="inq:flex inq:flex-col inq:gap-3 inq:p-5 inq:sm:flex-row inq:sm:items-center inq:sm:justify-between">
        <div>
          <p className="inq:font-semibold inq:text-slate-900">{company.name} factory</p>
          <p className="inq:text-sm inq:text-slate-600">{company.addressLines.join(', ')}</p>
        </div>
        <a
          href={MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inq:inline-flex inq:shrink-0 inq:items-center inq:justify-center inq:gap-2 inq:rounded-md inq:border inq:border-brand-600 inq:px-4 inq:py-2 inq:text-sm inq:font-semibold inq:text-brand-700 inq:hover:bg-brand-50 inq:focus-visible:outline-2 inq:focus-visible:outline-offset-2 inq:focus-visible:outline-brand-600"
        >
          Open in maps
          <span className="inq:sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
