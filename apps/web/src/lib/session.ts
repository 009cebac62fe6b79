import type { RoleValue, SessionRecord, UserType } from '@trailpost/contracts';
import { readItem, readJson, removeItem, removeItems, writeItem, writeJson } from './storage';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';
import { parseStoredRecord, type StoredRecord } from './stored-record';

export type { StoredRecord } from './stored-record';

export type SubDomainStatus = '0' | '1';

export type StoredSession = {
  record: StoredRecord;
  userType: UserType;
  roles: readonly RoleValue[];
  subDomainStatus: SubDomainStatus;
};

export type SavedAccount = { name: string; email: string };

/** The chooser's list as stored; an entry that is not a name and an e-mail is left out. */
function parseSavedAccounts(value: unknown): SavedAccount[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter((item): item is SavedAccount => typeof item?.name === 'string' && typeof item?.email === 'string')
    .map(({ name, email }) => ({ name, email }));
}

export type SessionEndReason = 'logout' | 'expired';

let endReason: SessionEndReason | null = null;
const expiryListeners = new Set<() => void>();

type RawSession = { auth: string | null; userType: string | null; status: string | null };

function readRaw(): RawSession {
  return {
    auth: readItem(STORAGE_KEYS.auth),
    userType: readItem(STORAGE_KEYS.userType),
    status: readItem(STORAGE_KEYS.subDomainStatus),
  };
}

function parseSession(raw: RawSession): StoredSession | null {
  if (raw.auth === null) return null;
  let record: StoredRecord | null;
  try {
    record = parseStoredRecord(JSON.parse(raw.auth));
  } catch {
    return null;
  }
  if (!record) return null;
  const userType: UserType =
    raw.userType === 'user' || raw.userType === 'subuser' ? raw.userType : (record.user_type ?? 'user');
  const roleAccess = record.role_access?.role ?? [];
  const roles = roleAccess.length > 0 ? roleAccess : (record.roles ?? []);
  const subDomainStatus: SubDomainStatus =
    raw.status === '0' || raw.status === '1' ? raw.status : record.onboarding?.status === 1 ? '1' : '0';
  return { record, userType, roles, subDomainStatus };
}

let sessionCache: { raw: RawSession; value: StoredSession | null } | null = null;

/** The current session, or null when logged out. Same object while the stored values are unchanged. */
export function readSession(): StoredSession | null {
  const raw = readRaw();
  const cached = sessionCache;
  if (
    cached &&
    cached.raw.auth === raw.auth &&
    cached.raw.userType === raw.userType &&
    cached.raw.status === raw.status
  ) {
    return cached.value;
  }
  sessionCache = { raw, value: parseSession(raw) };
  return sessionCache.value;
}

/** A bearer token kept by an older version of the app; null for cookie sessions. */
export function accessToken(): string | null {
  return readSession()?.record.access_token || null;
}

/** Keeps the session record and the values the app reads on their own. */
export function storeSession(record: SessionRecord): void {
  const previous = readSession()?.record ?? null;
  endReason = null;
  writeJson(STORAGE_KEYS.auth, record);
  writeItem(STORAGE_KEYS.timeZone, record.time_zone_data.timezone);
  writeItem(STORAGE_KEYS.dateFormat, record.date_format);
  writeItem(STORAGE_KEYS.profileName, record.name);
  writeItem(STORAGE_KEYS.userType, record.user_type);
  writeItem(STORAGE_KEYS.subDomainStatus, record.onboarding.status === 1 ? '1' : '0');
  if (record.sub_domain) writeItem(STORAGE_KEYS.subDomain, record.sub_domain);
  else removeItem(STORAGE_KEYS.subDomain);
  if (record.custom_domain_url) writeItem(STORAGE_KEYS.customDomainUrl, record.custom_domain_url);
  else removeItem(STORAGE_KEYS.customDomainUrl);
  followInSavedAccounts(previous, record);
}

/**
 * The chooser's entry of the signed-in user takes its current name and e-mail whenever the
 * session record is refreshed (after a rename, say), in its place in the list. It is found by the
 * new e-mail, or by the e-mail the same user had until now; an account not saved stays unsaved.
 */
function followInSavedAccounts(previous: StoredRecord | null, record: SessionRecord): void {
  const emails = new Set([record.email, previous?._id === record._id ? previous.email : undefined].flatMap((email) => (email ? [email.toLowerCase()] : [])));
  const accounts = readSavedAccounts();
  const index = accounts.findIndex((account) => emails.has(account.email.toLowerCase()));
  const entry = accounts[index];
  if (!entry || (entry.name === record.name && entry.email === record.email)) return;
  const current = { name: record.name, email: record.email };
  // One entry per e-mail: another entry that already had the new e-mail goes.
  writeJson(
    STORAGE_KEYS.savedAccounts,
    accounts.flatMap((account, at) => (at === index ? [current] : account.email.toLowerCase() === record.email.toLowerCase() ? [] : [account])),
  );
}

/** Records a chosen sub-domain: the tenant has finished onboarding. */
export function storeSubDomain(subDomain: string, customDomainUrl: string | null): void {
  writeItem(STORAGE_KEYS.subDomain, subDomain);
  writeItem(STORAGE_KEYS.subDomainStatus, '1');
  if (customDomainUrl) writeItem(STORAGE_KEYS.customDomainUrl, customDomainUrl);
  const current = readSession();
  if (current) {
    writeJson(STORAGE_KEYS.auth, {
      ...current.record,
      sub_domain: subDomain,
      custom_domain_url: customDomainUrl ?? current.record.custom_domain_url ?? null,
      onboarding: { status: 1 },
    });
  }
}

/** Ends the session locally; saved accounts and list preferences stay. */
export function clearSession(reason: SessionEndReason): void {
  endReason = reason;
  removeItems(SESSION_KEYS);
  if (reason === 'expired') {
    for (const listener of expiryListeners) listener();
  }
}

/** Why the last session ended in this page view, if it did. */
export function sessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

export function readSavedAccounts(): SavedAccount[] {
  return readJson(STORAGE_KEYS.savedAccounts, parseSavedAccounts) ?? [];
}

/** Adds or refreshes an account in the chooser list; one entry per e-mail. */
export function rememberAccount(account: SavedAccount): void {
  const email = account.email.toLowerCase();
  const others = readSavedAccounts().filter((a) => a.email.toLowerCase() !== email);
  writeJson(STORAGE_KEYS.savedAccounts, [...others, { name: account.name, email: account.email }]);
}

export function forgetAccount(email: string): void {
  const remaining = readSavedAccounts().filter((a) => a.email.toLowerCase() !== email.toLowerCase());
  writeJson(STORAGE_KEYS.savedAccounts, remaining);
}

/** The account between the e-mail step and the password step of sign-in. */
export function storeLoginAccount(account: SavedAccount): void {
  writeItem(STORAGE_KEYS.loginEmail, account.email);
  writeItem(STORAGE_KEYS.profileName, account.name);
}

export function readLoginAccount(): SavedAccount | null {
  const email = readItem(STORAGE_KEYS.loginEmail);
  if (!email) return null;
  return { email, name: readItem(STORAGE_KEYS.profileName) ?? '' };
}
