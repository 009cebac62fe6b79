import { storeAppById, type StoreInstallResult } from '@trailpost/contracts';
import { LINKED_STORES_PATH } from '@/lib/pending-store-link';
import { withUtmSource } from '@/lib/utm';

/** What follows a platform's answer about an install (part 1 §4). */
export type InstallStep =
  /** The store was linked before: straight on, or to sign in first. */
  | { kind: 'go'; to: string }
  /** A signed-in merchant: link the install now. */
  | { kind: 'link'; requestId: string }
  /** No session: keep the install for after sign-in (an account has the owner's e-mail) or sign-up. */
  | { kind: 'sign-in'; requestId: string; to: string }
  /** Nothing to link: the platform gave no install (not expected from the server). */
  | { kind: 'none' };

export function nextInstallStep(result: StoreInstallResult, signedIn: boolean): InstallStep {
  if (result.storeExist) return { kind: 'go', to: signedIn ? LINKED_STORES_PATH : withUtmSource('/login', 'storeExist') };
  if (!result.request_id) return { kind: 'none' };
  if (signedIn) return { kind: 'link', requestId: result.request_id };
  const utmSource = storeAppById(result.shop.channel_id)?.utmSource ?? null;
  return { kind: 'sign-in', requestId: result.request_id, to: withUtmSource(result.isRegister ? '/login' : '/signup', utmSource) };
}
