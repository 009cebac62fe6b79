import { DEFAULT_COUNTRY_ISO } from '@trailpost/contracts';
// The full metadata checks each country's real number ranges, not only lengths: a number that
// no operator ever issued is refused here instead of costing a failed send at the provider.
// Its size (about 150 KB) does not matter on the server.
import { isSupportedCountry, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/max';

export const PHONE_MESSAGES = {
  required: 'The phone number is required.',
  invalid: 'The phone number is not valid.',
} as const;

export type SmsNumber = { ok: true; e164: string } | { ok: false; reason: string };

/**
 * A number as people write it (spaces, dashes, brackets, a national trunk 0, "+" or the
 * international prefix "00") -> E.164, which SMS providers require. A number without a country
 * code is read as one of `defaultCountryIso2`: the merchant's organization country (stored as
 * ISO 3166-1 alpha-2, India by default). For a country without a numbering plan of its own, only
 * numbers written with their country code are read: guessing another country could text a stranger.
 */
export function normaliseSmsNumber(raw: string, defaultCountryIso2: string = DEFAULT_COUNTRY_ISO): SmsNumber {
  const text = raw.trim();
  if (!text) return { ok: false, reason: PHONE_MESSAGES.required };
  const country = defaultCountryIso2.toUpperCase();
  const defaultCountry = isSupportedCountry(country) ? (country as CountryCode) : undefined;
  try {
    const number = parsePhoneNumberWithError(text, { defaultCountry });
    return number.isValid() ? { ok: true, e164: number.number } : { ok: false, reason: PHONE_MESSAGES.invalid };
  } catch {
    // ParseError: not a number at all, too short, too long or an unknown country code.
    return { ok: false, reason: PHONE_MESSAGES.invalid };
  }
}

/** The country (ISO 3166-1 alpha-2) an E.164 number belongs to, or null when its code is shared and the number does not say. */
export function countryOfNumber(e164: string): string | null {
  try {
    return parsePhoneNumberWithError(e164).country ?? null;
  } catch {
    return null;
  }
}
