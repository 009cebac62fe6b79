import { z } from 'zod';
import { URL_MAX_LENGTH } from './limits.js';

/** Texts of part 2 §5 and §8 for the organization screen. */
export const ORGANIZATION_MESSAGES = {
  companyNameRequired: 'Company name is required.',
  contactNoRequired: 'Contact number is required.',
  contactNoInvalid: 'Please enter a valid contact number.',
  address1Required: 'Address line 1 is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  countryInvalid: 'Please select a country.',
  websiteInvalid: 'Please enter valid URL',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  saved: 'Organization Settings Saved.',
  logoSaved: 'Logo updated.',
  logoRemoved: 'Logo removed.',
} as const;

/** The default country of a new organization (part 2 §9). */
export const DEFAULT_COUNTRY_ISO = 'IN';

/** Digits, spaces, "+", "-", ".", "/" and parentheses: how people write phone numbers. */
const CONTACT_PATTERN = /^\+?[0-9 ()./-]{5,30}$/;
const NOT_CONTACT_CHARACTER = /[^0-9 ()./+-]/g;

/**
 * The contact number accepts only the characters of a phone number (part 2 §5): the field drops
 * any other as it is typed or pasted, and a number cannot start with a space.
 */
export function keepContactCharacters(value: string): string {
  return value.replace(NOT_CONTACT_CHARACTER, '').trimStart();
}
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i;

const required = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ORGANIZATION_MESSAGES.tooLong(label, max));
/** Optional fields are sent only when filled (part 2 §5); empty means none. */
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, ORGANIZATION_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

export const organizationFields = z.object({
  company_name: required(ORGANIZATION_MESSAGES.companyNameRequired, 'Company name', 100).describe("The company's name (1 to 100 characters)."),
  contact_no: required(ORGANIZATION_MESSAGES.contactNoRequired, 'Contact number', 30)
    .pipe(z.string().regex(CONTACT_PATTERN, ORGANIZATION_MESSAGES.contactNoInvalid))
    .describe("The company's contact number: 5 to 30 characters of digits, spaces and `( ) . / -`, after an optional leading `+`."),
  address1: required(ORGANIZATION_MESSAGES.address1Required, 'Address line 1', 200).describe('Address line 1 (1 to 200 characters).'),
  address2: optional('Address line 2', 200).describe('Address line 2 (at most 200 characters). Omitted, `null` or empty: none (a value stored before is cleared).'),
  city: required(ORGANIZATION_MESSAGES.cityRequired, 'City', 100).describe('The city (1 to 100 characters).'),
  state: required(ORGANIZATION_MESSAGES.stateRequired, 'State', 100).describe('The state or region (1 to 100 characters).'),
  country_name: z
    .string({ error: ORGANIZATION_MESSAGES.countryInvalid })
    .trim()
    .min(1, ORGANIZATION_MESSAGES.countryInvalid)
    .max(100, ORGANIZATION_MESSAGES.countryInvalid)
    .describe("The country's `name` exactly as `GET /country/list` gives it; any other name is refused."),
  zipcode: optional('Zip code', 20).describe('The postal code (at most 20 characters). Omitted, `null` or empty: none (a value stored before is cleared).'),
  website_url: optional('Website', URL_MAX_LENGTH)
    .refine((value) => value === null || WEBSITE_PATTERN.test(value), ORGANIZATION_MESSAGES.websiteInvalid)
    .describe("The company's website, e.g. `https://shop.example` (the `http://` or `https://` is optional; at most 2048 characters). Omitted, `null` or empty: none (a value stored before is cleared)."),
  /** Every sub-user must sign in with two steps (only the owner changes it); left out, it stays as it is. */
  require_two_factor: z
    .boolean()
    .optional()
    .describe(
      '`true`: every sub-user must turn two-step sign-in on before it can use anything else. Only the main account may change it. Omitted: unchanged.',
    ),
});
export type OrganizationFields = z.input<typeof organizationFields>;

export const organizationView = z.object({
  company_name: z.string().nullable(),
  contact_no: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The country's name as `GET /country/list` gives it. */
  country_name: z.string(),
  zipcode: z.string().nullable(),
  website_url: z.string().nullable(),
  /** A public address of the logo image, or null. */
  logo: z.string().nullable(),
  require_two_factor: z.boolean(),
});
export type OrganizationView = z.infer<typeof organizationView>;

/** `logo`: the `url` the signed upload gave (the file just uploaded), or null to remove it. */
export const organizationLogoBody = z.object({
  logo: z
    .string()
    .min(1)
    .max(500)
    .nullable()
    .describe('The `url` that `GET /user/awsservice/presignedurl/image` answered for the image just uploaded (a PNG or JPEG of at most 1 MB), or `null` to remove the logo.'),
});
export const logoParams = z.object({
  tenantId: z.string().uuid().describe("The merchant's account id (`user_details.tenant_id` of its session record)."),
  file: z
    .string()
    .regex(/^[a-f0-9]{24}\.(png|jpg)$/)
    .describe('The logo\'s file name: 24 lowercase hex characters and `.png` or `.jpg`, as the `logo` address of `GET /user/organization` ends.'),
});

/** Where a stored logo is served (public: the tracking page and e-mails show it), from its storage key. */
export function logoPath(tenantId: string, logoKey: string): string {
  return `/api/organization/logo/${tenantId}/${logoKey.slice(logoKey.lastIndexOf('/') + 1)}`;
}
