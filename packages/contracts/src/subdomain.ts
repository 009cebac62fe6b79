import { z } from 'zod';

export const SUB_DOMAIN_MESSAGES = {
  required: 'Subdomain Required',
  note: 'Space and special characters are not allowed.',
  tooLong: 'Subdomain must be at most 63 characters.',
  available: 'Is Available',
  unavailable: 'Is Unavailable',
  taken: 'This subdomain is already taken.',
  saved: 'Subdomain settings saved.',
  customDomainInvalid: 'Please enter valid URL',
} as const;

/** Only letters, digits, underscore and hyphen are kept, lowercased (part 2 §5). */
export function normaliseSubDomain(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

export const subDomainValue = z
  .string({ error: SUB_DOMAIN_MESSAGES.required })
  .transform(normaliseSubDomain)
  .pipe(z.string().min(1, SUB_DOMAIN_MESSAGES.required).max(63, SUB_DOMAIN_MESSAGES.tooLong));

const HOST_PATTERN = /^(?:https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}\/?$/i;

const SUB_DOMAIN_FORM =
  'lowercased, with every character other than letters, digits, `_` and `-` dropped; 1 to 63 characters must remain.';

export const checkSubDomainBody = z.object({ sub_domain: subDomainValue.describe(`The sub-domain to check, ${SUB_DOMAIN_FORM}`) });
export const saveSubDomainBody = z.object({
  sub_domain: subDomainValue.describe(
    `The account's sub-domain, ${SUB_DOMAIN_FORM} The public pages are served at it plus the platform suffix (\`sub_domain_suffix\`).`,
  ),
  custom_domain_url: z
    .string()
    .trim()
    .regex(HOST_PATTERN, SUB_DOMAIN_MESSAGES.customDomainInvalid)
    .nullish()
    .describe(
      'The custom domain for the public pages, a host name such as `track.shop.example` (a leading `http://` or `https://` and a trailing `/` are dropped; lowercased). Omitted or `null`: the sub-domain with the platform suffix.',
    ),
});
export const subDomainRecord = z.object({
  sub_domain: z.string().nullable(),
  custom_domain_url: z.string().nullable(),
  /** The platform suffix a sub-domain gets (".trailpost.app"), shown beside the field. */
  sub_domain_suffix: z.string(),
  /** Where the public pages are linked: the custom domain once verified, else the sub-domain's host; null before one is chosen. */
  public_host: z.string().nullable(),
});
export const subDomainAvailability = z.object({ is_domain_available: z.boolean() });
