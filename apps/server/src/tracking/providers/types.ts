import type { ShipmentStatus } from '@trailpost/contracts';

/** One courier scan, already in our vocabulary. */
export interface ProviderEvent {
  /** Stable identity of the event at its provider: the same scan always gives the same key. */
  dedupeKey: string;
  /** When the scan happened (null when the provider does not say). */
  time: Date | null;
  /** Our status this scan means (AttemptFail is already FailedAttempt). */
  tag: ShipmentStatus;
  /** The provider's own status word, kept for support. */
  subtag: string | null;
  message: string;
  location: string | null;
  countryIso: string | null;
  /**
   * Stored and shown, but never moves the shipment's status: measurements, address or
   * contact updates, label and invoice events (decision 0015).
   */
  informational?: boolean;
  /**
   * The courier's name or code is not in the adapter's table: `tag` is the adapter's
   * documented fallback and `subtag` keeps the courier's own word. Counted for the operator.
   */
  unmapped?: boolean;
}

/** What a provider knows about one shipment. */
export interface ProviderResult {
  events: ProviderEvent[];
  /** The provider's overall status when it reports one; otherwise the latest event decides. */
  status?: ShipmentStatus;
  /**
   * How new the overall status (and expected delivery) is: the time of the provider's latest
   * event when it names one; otherwise ingest uses the newest event time of this answer. A
   * status older than the newest stored checkpoint is ignored (a stale or retried answer).
   */
  asOf?: Date | null;
  expectedDelivery?: Date | null;
  originCountry?: string | null;
  destinationCountry?: string | null;
  shipmentType?: string | null;
  /** When the provider knows that nothing can change before then (the sandbox does). */
  nextCheckAt?: Date | null;
}

/** The shipment as a provider needs it. */
export interface TrackedShipment {
  id: string;
  tenantId: string;
  slug: string;
  trackingNumber: string;
  postalCode: string | null;
  trackingShipDate: string | null;
  originCountry: string | null;
  /** How it was added (Web, Import, API, Demo…), when the caller knows. */
  source?: string;
  createdAt: Date;
}

/** Keys a merchant stored for a courier integration (part 2 §3: key1-key3). */
export interface ProviderCredentials {
  key1: string | null;
  key2: string | null;
  key3: string | null;
}

/** A provider failed in a way the scheduler should back off from. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** Retry no sooner than this many seconds (rate limits say so). */
    readonly retryAfterSeconds: number | null = null,
    /** The shipment is unknown to the provider or credentials are wrong: retrying soon will not help. */
    readonly permanent = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The courier refused the merchant's keys (or a key is missing): permanent until the merchant edits them. */
export class CredentialsRejected extends ProviderError {
  constructor(message: string) {
    super(message, null, true);
    this.name = 'CredentialsRejected';
  }
}

/**
 * What a courier said of a merchant's keys when asked before they are saved: `rejected` carries
 * the courier's reason, `unreachable` means the courier could not be asked (down, slow, rate
 * limited), so the keys are neither good nor bad yet.
 */
export type CredentialCheck =
  | { status: 'ok' }
  /** `about: 'address'`: the address, not the keys, was refused; the reason says so on its own. */
  | { status: 'rejected'; reason: string; about?: 'address' }
  | { status: 'unreachable'; reason: string };

export interface TrackingProvider {
  readonly name: string;
  /** Tell the provider to start following a shipment (aggregators need this); optional. */
  register?(shipment: TrackedShipment, credentials: ProviderCredentials | null): Promise<void>;
  /** Everything the provider knows about the shipment now. */
  fetch(shipment: TrackedShipment, credentials: ProviderCredentials | null): Promise<ProviderResult>;
  /** One cheap authenticated call that tells whether the courier accepts these keys; optional. */
  checkCredentials?(credentials: ProviderCredentials | null): Promise<CredentialCheck>;
}
