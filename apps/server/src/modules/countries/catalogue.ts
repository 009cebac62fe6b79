import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(english);

export interface Country {
  name: string;
  iso: string;
}

/** ISO 3166-1 countries by English name. */
const LIST: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([iso, name]) => ({ iso, name }))
  .sort((a, b) => a.name.localeCompare(b.name));
const BY_ISO = new Map(LIST.map((country) => [country.iso, country]));

export function listCountries(): Country[] {
  return LIST;
}

export function countryName(iso: string | null): string | null {
  if (!iso) return null;
  return BY_ISO.get(iso)?.name ?? iso;
}

export function isCountry(iso: string): boolean {
  return BY_ISO.has(iso);
}

const BY_NAME = new Map(LIST.map((country) => [country.name.toLowerCase(), country]));

/** The ISO code of a country named as the list names it (any letter case), or null. */
export function countryIsoByName(name: string): string | null {
  return BY_NAME.get(name.trim().toLowerCase())?.iso ?? null;
}
