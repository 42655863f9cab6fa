import { EstateGround, FactoryPin, MapLabels, NorthAndScale, RoadAndRailway } from './area-map-layers';

/**
 * A drawn map of the factory's area (GIDC Vatva, south-east Ahmedabad), north up, about 1 km across:
 * the railway and Vatva station to the west, the estate's phases, the SP Ring Road to the east.
 * It is part of the page, so it works offline and never crops: the whole drawing scales to its frame.
 */
export function AreaMap({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 400"
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label="Map of GIDC Vatva, Ahmedabad: the factory at Plot 42, east of Vatva station, west of the SP Ring Road"
      className={className}
    >
      <EstateGround />
      <RoadAndRailway />
      <FactoryPin />
      <MapLabels />
      <NorthAndScale />
    </svg>
  );
}
