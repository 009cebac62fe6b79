/** Where a shipment goes from and to: a country (ISO 3166 alpha-2) and, where known, its state or region. */
export interface Place {
  country: string;
  state?: string | null;
}

/** What a merchant's own history is keyed by, most specific first: the states of a lane, its countries, the courier alone. */
export const LEVELS = ['state', 'lane', 'courier'] as const;
/** A basis names one of those, or `platform`: every merchant's deliveries of the lane's countries together, as counts only. */
export type Level = (typeof LEVELS)[number] | 'platform';

export interface Route {
  courier: string;
  service?: string | null;
  origin: Place;
  destination: Place;
}

const part = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** A place as the basis names it: `AU-NSW`, or `AU` without a state. */
export const placeName = (place: Place, withState: boolean) => (withState && part(place.state) ? `${part(place.country)}-${part(place.state)}` : part(place.country));

/** The key of a route at a level, or null where the route lacks what the level needs (a state). */
export function levelKey(level: (typeof LEVELS)[number], route: Route): string | null {
  const head = `${route.courier.toLowerCase()}|${part(route.service)}`;
  if (level === 'courier') return `${level}|${head}`;
  if (!part(route.origin.country) || !part(route.destination.country)) return null;
  if (level === 'lane') return `${level}|${head}|${placeName(route.origin, false)}|${placeName(route.destination, false)}`;
  if (!part(route.origin.state) || !part(route.destination.state)) return null;
  return `${level}|${head}|${placeName(route.origin, true)}|${placeName(route.destination, true)}`;
}
