import type { Envelope, PublicDomainInfo, PublicTrackingView } from '@trailpost/contracts';
import { ChallengeError, type ChallengeSolver } from './challenge';
import type { OrderDetail } from './order-detail';
import { pageLanguage } from './page-data';
import { CHALLENGE_INVALID, MESSAGES, type SearchBy } from './texts';

/** A public call's outcome: its data, or the one message to show (the server's first). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

const failed = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** One POST with one solved challenge as `rc_token`. */
async function post<T>(path: string, body: object, solver: ChallengeSolver): Promise<Outcome<T>> {
  let token: string;
  try {
    token = await solver.solve();
  } catch (error) {
    return failed(error instanceof ChallengeError && error.needsHttps ? MESSAGES.challengeNeedsHttps : MESSAGES.challengeMissing);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}?rc_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // The customer has no session here, and the shop's host must not send the app's cookies.
      credentials: 'omit',
    });
  } catch {
    return failed(MESSAGES.generic);
  }
  let envelope: Partial<Envelope<T>> | null = null;
  try {
    envelope = (await response.json()) as Partial<Envelope<T>>;
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  const code = envelope?.meta?.code ?? response.status;
  if (response.ok && code >= 200 && code < 300 && envelope && 'data' in envelope) return { ok: true, data: envelope.data as T };
  return failed(envelope?.meta?.message?.[0] ?? MESSAGES.generic);
}

/**
 * A public lookup behind the bot check (pinned: one solved challenge per call). A solution the
 * server refuses as expired or used is replaced by a fresh one, once; any other failure gives
 * the server's first message, and no answer at all the generic one.
 */
async function postPublic<T>(path: string, body: object, solver: ChallengeSolver): Promise<Outcome<T>> {
  const outcome = await post<T>(path, body, solver);
  return !outcome.ok && outcome.message === CHALLENGE_INVALID ? post<T>(path, body, solver) : outcome;
}

/** The page's language, for the answer's texts; nothing when the server named none. */
const inPageLanguage = (): { lang?: string } => {
  const lang = pageLanguage();
  return lang ? { lang } : {};
};

/** The shipment of `number` on the shop's page (spec §7 Public pages), with the order's e-mail or postal code when the customer gave one. */
export const lookUpShipment = (domainName: string, searchBy: SearchBy, number: string, solver: ChallengeSolver, detail?: OrderDetail) =>
  postPublic<PublicTrackingView>('/tracking_page', { domain_name: domainName, [searchBy]: number, ...detail, ...inPageLanguage() }, solver);

/** The shop's logo, website and support number for the page's header. */
export const lookUpShop = (domainName: string, solver: ChallengeSolver) =>
  postPublic<PublicDomainInfo>('/tracking_page_search', { domain_name: domainName, ...inPageLanguage() }, solver);
