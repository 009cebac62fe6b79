import type { SessionRecord } from '@trailpost/contracts';

/**
 * The session record as this app stored it. Its token is empty: the session itself is the
 * HttpOnly cookie, out of reach of scripts (a record kept by an older version may still hold one).
 */
export type StoredRecord = Partial<SessionRecord> & { _id: string; access_token: string };

type Kind = 'string' | 'nullable string' | 'number' | 'boolean' | 'object' | 'string list';

/** What each field must be when present; a record kept by an older version may lack some. */
const FIELD_KINDS: Record<keyof SessionRecord, Kind> = {
  _id: 'string',
  name: 'string',
  email: 'string',
  access_token: 'string',
  user_type: 'string',
  role: 'string',
  role_id: 'nullable string',
  role_access: 'object',
  roles: 'string list',
  organization_details: 'object',
  user_details: 'object',
  onboarding: 'object',
  time_zone_data: 'object',
  date_format: 'string',
  sub_domain: 'nullable string',
  custom_domain_url: 'nullable string',
  daily_digest_email_active: 'number',
  two_factor_enabled: 'boolean',
  two_factor_enrolment_required: 'boolean',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'nullable string':
      return value === null || typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'string list':
      return isStringList(value);
  }
}

/**
 * Reads a stored record leniently: fields may be missing, but a field that is there must have its
 * kind, and the values the guards decide with (who the user is, roles, onboarding) must be usable.
 * Written out instead of parsed with the contract's schema so that the sign-in page, which reads
 * the session before anything else, does not load zod (decision 0024).
 */
export function parseStoredRecord(value: unknown): StoredRecord | null {
  if (!isObject(value)) return null;
  if (typeof value._id !== 'string' || value._id === '') return null;
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    if (value[field] !== undefined && !hasKind(value[field], kind as Kind)) return null;
  }
  if (value.user_type !== undefined && value.user_type !== 'user' && value.user_type !== 'subuser') return null;
  if (value.role_access !== undefined && !isStringList((value.role_access as Record<string, unknown>).role)) return null;
  if (value.onboarding !== undefined && typeof (value.onboarding as Record<string, unknown>).status !== 'number') return null;
  return { ...(value as StoredRecord), access_token: typeof value.access_token === 'string' ? value.access_token : '' };
}
