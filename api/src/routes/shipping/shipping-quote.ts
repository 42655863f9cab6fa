import type { AppConfig } from '../../config/env';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface ShippingQuote {
  distance: number;
  perKmPrice: number;
  finalPrice: number;
  platformFees: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Decision 008: road km (one decimal) and max(minimum, km × rate) rounded to the rupee. */
export function quoteShipping(from: Coordinates, to: Coordinates, shipping: AppConfig['shipping']): ShippingQuote {
  const distance = Math.round(greatCircleKm(from, to) * shipping.roadFactor * 10) / 10;
  return {
    distance,
    perKmPrice: shipping.perKmPrice,
    finalPrice: Math.round(Math.max(shipping.minPrice, distance * shipping.perKmPrice)),
    platformFees: shipping.platformFee,
  };
}
