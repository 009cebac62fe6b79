import { z } from 'zod';
import { wholeListQuery } from './envelope.js';
import { isEmailAddress } from './messaging-texts.js';

/** Texts of part 2 §2.8, §5 and §8 for e-mail sender domains; the spec's spelling kept. */
export const SENDER_DOMAIN_MESSAGES = {
  emailRequired: 'Email-Id is required',
  emailInvalid: 'Invalid Email',
  emailAdded: 'Email has been added.',
  emailDeleted: 'Email Id has been deleted.',
  verified: 'Domian verfied successfully.',
  noDomains: 'No Domains',
  alreadyAdded: 'This email has already been added.',
  freeMail: (domain: string) =>
    `${domain} is a public e-mail service: only its owner can change its DNS, so it cannot be verified. Add an address at your own domain.`,
  tooManyDomains: (max: number) => `You can add at most ${max} domains.`,
  tooManyEmails: (max: number) => `You can add at most ${max} emails per domain.`,
  domainNotFound: 'Domain not found.',
  emailNotFound: 'Email not found.',
  /** One message naming every record that is not right yet (the screen flashes the first message). */
  notVerified: (problems: string[]) => `Domain not verified. ${problems.join(' ')}`,
  recordMissing: (record: string, host: string) => `The ${record} record (CNAME ${host}) was not found.`,
  recordWrong: (record: string, host: string, found: string, expected: string) =>
    `The ${record} record ${host} points to ${found} instead of ${expected}.`,
  recordUnchecked: (record: string, host: string) => `The ${record} record ${host} could not be checked: the DNS servers did not answer.`,
  dnsUnavailable: 'The DNS check could not be completed: the DNS servers did not answer. Please try again in a few minutes.',
  verifiedNotice: (domain: string) => `${domain} is verified: its addresses can now send your e-mails.`,
  deleteConfirm: (email: string) => `Are you sure that you want to delete ${email}?`,
  copied: 'Copied.',
} as const;

export const SENDER_DOMAINS_MAX = 50;
export const SENDER_EMAILS_PER_DOMAIN_MAX = 50;
/** How often an unverified domain is checked again: every 5 minutes for 72 hours, then daily. */
export const SENDER_DOMAIN_RECHECK = { fastMinutes: 5, fastForHours: 72, slowHours: 24 } as const;

/**
 * Public mailbox services: their DNS belongs to the provider, so a merchant can never publish
 * the records there. Kept short on purpose: an unlisted one simply never verifies.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.co.in', 'yahoo.fr', 'yahoo.de', 'yahoo.co.jp', 'ymail.com',
  'rocketmail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'live.com', 'msn.com', 'icloud.com', 'me.com',
  'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'web.de', 'mail.com', 'zoho.com',
  'zohomail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'rediffmail.com', 'fastmail.com',
  'tutanota.com', 'tuta.io', 'hey.com', 'laposte.net', 'orange.fr', 'free.fr', 't-online.de', 'naver.com', 'daum.net',
]);

export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The add drawer's one field (part 2 §2.8, §5); also what removing an address sends. */
export const senderEmailBody = z.object({
  email: z
    .string({ error: SENDER_DOMAIN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    // An empty field is only "required", not also "invalid".
    .min(1, { error: SENDER_DOMAIN_MESSAGES.emailRequired, abort: true })
    .refine(isEmailAddress, SENDER_DOMAIN_MESSAGES.emailInvalid)
    .describe(
      'The sender address, e.g. `orders@shop.example` (compared lowercased): added by `POST /domain`, deleted by `PUT /domain`. An address at a public mailbox service (e.g. `gmail.com`) cannot be added.',
    ),
});
export type SenderEmailBody = z.input<typeof senderEmailBody>;

/** The add drawer also refuses public mailbox services (the server checks it again). */
export const newSenderEmailBody = senderEmailBody.superRefine((value, issues) => {
  const domain = domainOfEmail(value.email);
  if (FREE_MAIL_DOMAINS.has(domain)) issues.addIssue({ code: 'custom', path: ['email'], message: SENDER_DOMAIN_MESSAGES.freeMail(domain) });
});

/** `GET /domain?is_verified=1`: only verified (1, true) or unverified (0, false) domains. */
export const senderDomainListQuery = z.object({
  ...wholeListQuery.shape,
  is_verified: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'))
    .describe('`1` or `true`: verified domains only; `0` or `false`: unverified domains only. Omitted: all domains.'),
});

export const senderDomainIdParams = z.object({ id: z.string().uuid().describe("The domain's `domain_id`, as `GET /domain` lists it.") });

export const SENDER_DOMAIN_RECORDS = ['domain', 'dkim1', 'dkim2'] as const;
export type SenderDomainRecord = (typeof SENDER_DOMAIN_RECORDS)[number];

/** A DNS record the merchant creates: a CNAME at `host` whose value is `data`. */
export const dnsRecord = z.object({ host: z.string(), data: z.string() });
export type DnsRecord = z.infer<typeof dnsRecord>;

/** The e-mail domain record (part 2 §3). */
export const senderDomainView = z.object({
  domain_id: z.string(),
  domain: z.string(),
  email: z.array(z.string()),
  is_verified: z.boolean(),
  cname: z.object({ domain: dnsRecord, dkim1: dnsRecord, dkim2: dnsRecord }),
});
export type SenderDomainView = z.infer<typeof senderDomainView>;
