import { createRequire } from 'node:module';
import type { CityData } from 'city-timezones';

/**
 * The time zone an SMS recipient most likely lives in, from where the parcel goes: the zone of
 * the most populous city of the destination's state or province when it is known, else of the
 * country (a country with one zone has no choice to make). The data is city-timezones' list of
 * 7,000 cities with their province, population and IANA zone, read on the first question.
 */
interface CountryZones {
  /** The zone of the country's most populous city. */
  main: string;
  /** State or province (its name without accents, in lower case, and a US state's code) to its most populous city's zone. */
  regions: Map<string, string>;
}

let index: Map<string, CountryZones> | null = null;

const regionKey = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

/** The most populous city seen so far, and its zone. */
interface Biggest {
  pop: number;
  zone: string;
}

const bigger = (known: Biggest | undefined, city: CityData): Biggest => (known && known.pop >= city.pop ? known : { pop: city.pop, zone: city.timezone });

function buildIndex(): Map<string, CountryZones> {
  const cities = (createRequire(import.meta.url)('city-timezones') as { cityMapping: CityData[] }).cityMapping;
  const countries = new Map<string, { main?: Biggest; regions: Map<string, Biggest> }>();
  for (const city of cities) {
    // A few places without an ISO code of their own (Kosovo) carry -99: they are no one's answer.
    if (typeof city.iso2 !== 'string' || !city.timezone) continue;
    const country = countries.get(city.iso2) ?? { regions: new Map<string, Biggest>() };
    countries.set(city.iso2, country);
    country.main = bigger(country.main, city);
    for (const region of [city.province && regionKey(city.province), city.state_ansi?.toLowerCase()]) {
      if (region) country.regions.set(region, bigger(country.regions.get(region), city));
    }
  }
  const zoneOf = ([key, { zone }]: [string, Biggest]): [string, string] => [key, zone];
  return new Map([...countries].map(([code, { main, regions }]) => [code, { main: main?.zone ?? 'UTC', regions: new Map([...regions].map(zoneOf)) }]));
}

/** The zone of a place (ISO 3166-1 alpha-2 country, optional state or province name or US code), or null for an unknown country. */
export function timeZoneOfPlace(country: string | null | undefined, state?: string | null): string | null {
  if (!country) return null;
  index ??= buildIndex();
  const zones = index.get(country.toUpperCase());
  if (!zones) return null;
  return (state && zones.regions.get(regionKey(state))) || zones.main;
}
