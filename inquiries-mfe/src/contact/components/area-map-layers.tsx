// The drawing's layers, bottom to top; each is part of the one SVG of `AreaMap`.

/** The ground: the estate’s plots, the green belt and the streets between them. */
export function EstateGround() {
  return (
    <>
      <rect width="600" height="400" className="inq:fill-slate-100" />
      {/* the estate's plots, the factory's among them, and a green belt */}
      <g className="inq:fill-slate-200">
        <rect x="150" y="40" width="120" height="90" rx="6" />
        <rect x="300" y="40" width="130" height="90" rx="6" />
        <rect x="150" y="250" width="120" height="110" rx="6" />
        <rect x="300" y="250" width="130" height="110" rx="6" />
      </g>
      <rect x="460" y="250" width="60" height="110" rx="6" className="inq:fill-emerald-100" />
      {/* streets of the estate */}
      <g className="inq:stroke-white" strokeLinecap="round">
        <path d="M110 190H600" strokeWidth="24" />
        <path d="M285 0V400" strokeWidth="14" />
        <path d="M445 0V400" strokeWidth="14" />
      </g>
    </>
  );
}

/** The SP Ring Road to the east, and the railway with Vatva station to the west. */
export function RoadAndRailway() {
  return (
    <>
      {/* SP Ring Road, east */}
      <path d="M560 0C540 120 545 280 580 400" className="inq:stroke-amber-300" strokeWidth="18" fill="none" />
      {/* the railway to Vadodara and Mumbai, west, with the station */}
      <path d="M80 0L60 400" className="inq:stroke-slate-500" strokeWidth="4" fill="none" />
      <path d="M80 0L60 400" className="inq:stroke-slate-100" strokeWidth="2" strokeDasharray="8 8" fill="none" />
      <rect x="40" y="170" width="50" height="40" rx="4" className="inq:fill-slate-600" />
    </>
  );
}

/** The factory’s plot, marked, and the pin on it. */
export function FactoryPin() {
  return (
    <>
      <rect x="300" y="250" width="130" height="110" rx="6" className="inq:fill-brand-100 inq:stroke-brand-500" strokeWidth="3" />
      <path d="M365 226c-18 0-32 14-32 31 0 24 32 53 32 53s32-29 32-53c0-17-14-31-32-31z" className="inq:fill-brand-600" />
      <circle cx="365" cy="257" r="11" className="inq:fill-white" />
    </>
  );
}

/** The names on the map. */
export function MapLabels() {
  return (
    <g className="inq:fill-slate-700" fontSize="18" fontWeight="600">
      <text x="365" y="386" textAnchor="middle" className="inq:fill-brand-800">
        Ujjwal Home Care
      </text>
      <text x="210" y="90" textAnchor="middle">
        GIDC Vatva
      </text>
      <text x="100" y="232" className="inq:fill-slate-600" fontSize="16">
        Vatva station
      </text>
      <text x="548" y="60" textAnchor="end" fontSize="15" className="inq:fill-amber-800">
        SP Ring Road
      </text>
      <text x="360" y="182" textAnchor="middle" fontSize="14" fontWeight="500" className="inq:fill-slate-500">
        Phase I road
      </text>
    </g>
  );
}

/** The north arrow and the 200 m scale bar. */
export function NorthAndScale() {
  return (
    <g className="inq:fill-slate-600" fontSize="14">
      <path d="M26 60l10-28 10 28-10-6z" />
      <text x="36" y="78" textAnchor="middle">
        N
      </text>
      <path d="M110 385h100" className="inq:stroke-slate-600" strokeWidth="3" />
      <text x="160" y="378" textAnchor="middle">
        200 m
      </text>
    </g>
  );
}
