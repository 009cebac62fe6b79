/** Every local-storage key the app uses, in one place (part 1 §3, part 2 §3). */
export const STORAGE_KEYS = {
  /** The session record returned by login or sign-up, as JSON. */
  auth: 'auth',
  timeZone: 'TIMEZONE',
  dateFormat: 'date_format',
  profileName: 'profile_name',
  /** 'user' or 'subuser'. */
  userType: 'user_type',
  subDomain: 'sub_domain',
  /** '0' until the sub-domain is chosen, then '1'. */
  subDomainStatus: 'sub_domain_status',
  customDomainUrl: 'custom_domain_url',
  /** Saved accounts for the account chooser: [{ name, email }]. */
  savedAccounts: 'users',
  /** The e-mail between the two sign-in steps. */
  loginEmail: 'login_email',
  rowsPerPage: 'rowsPerPage',
  trackingColumn: 'trackingColumn',
  redirectToIntegratedList: 'redirect_to_integrated_list',
  utmSource: 'utm_source',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Session-storage keys: values that belong to this tab only, and end with it. */
export const SESSION_STORAGE_KEYS = {
  /** The store install waiting to be linked once the merchant signs in or signs up (its request_id). */
  pendingStoreLink: 'pending_store_link',
} as const;

/** Keys that belong to a signed-in session and go away on logout or expiry. */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.auth,
  STORAGE_KEYS.timeZone,
  STORAGE_KEYS.dateFormat,
  STORAGE_KEYS.profileName,
  STORAGE_KEYS.userType,
  STORAGE_KEYS.subDomain,
  STORAGE_KEYS.subDomainStatus,
  STORAGE_KEYS.customDomainUrl,
  STORAGE_KEYS.loginEmail,
];
