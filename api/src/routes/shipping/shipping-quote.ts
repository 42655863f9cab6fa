import { toPaise } from '@shop/shared/pricing';
import type { AppConfig } from '../../config/env';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

import type { ShippingQuote } from '@shop/shared/contracts';

export type { ShippingQuote };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Decisions 008 and 015: road km (one decimal) and km × rate between the minimum and the cap,
 * rounded to the rupee; nothing when the cart's subtotal (paise) reaches the free-delivery value.
 */
export function quoteShipping(from: Coordinates, to: Coordinates, shipping: AppConfig['shipping'], subtotalPaise: number): ShippingQuote {
  const distance = Math.round(greatCircleKm(from, to) * shipping.roadFactor * 10) / 10;
  const roadPrice = Math.min(shipping.maxPrice, Math.max(shipping.minPrice, distance * shipping.perKmPrice));
  return {
    distance,
    perKmPrice: shipping.perKmPrice,
    finalPrice: subtotalPaise >= toPaise(shipping.freeAbove) ? 0 : Math.round(roadPrice),
    platformFees: shipping.platformFee,
    freeDeliveryAbove: shipping.freeAbove,
  };
}
