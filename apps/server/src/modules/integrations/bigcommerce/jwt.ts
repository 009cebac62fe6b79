import { jwtVerify } from 'jose';
import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import type { BigCommerceConfig } from '../../../config.js';
import { unauthorized } from '../../../platform/errors.js';

/** A store hash as BigCommerce writes it in `stores/{hash}`. */
export const STORE_HASH = /^[a-z0-9]+$/;
/** Leeway for the clocks of BigCommerce and this server. */
const CLOCK_TOLERANCE_S = 60;

export interface BigCommercePerson {
  id: number;
  email: string;
}

/** What a verified `signed_payload_jwt` says: whose store, who opened it, and who owns it. */
export interface BigCommercePayload {
  storeHash: string;
  user: BigCommercePerson;
  owner: BigCommercePerson | null;
}

/** The store hash of a `stores/{hash}` context; null when it is not one. */
export function storeHashOf(context: unknown): string | null {
  if (typeof context !== 'string' || !context.startsWith('stores/')) return null;
  const hash = context.slice('stores/'.length);
  return STORE_HASH.test(hash) ? hash : null;
}

function personOf(value: unknown): BigCommercePerson | null {
  const person = (value ?? {}) as { id?: unknown; email?: unknown };
  const id = typeof person.id === 'number' ? person.id : Number(person.id);
  if (!Number.isSafeInteger(id) || typeof person.email !== 'string' || !person.email) return null;
  return { id, email: person.email.toLowerCase() };
}

/**
 * BigCommerce's `signed_payload_jwt` of the load, uninstall and remove-user callbacks: HS256 under
 * the app's client secret, for this app (`aud` its client id), from BigCommerce (`iss` "bc"),
 * unexpired, about a store (`sub` `stores/{hash}`) and a user. Anything else is a 401.
 */
export async function verifySignedPayload(config: BigCommerceConfig, token: string): Promise<BigCommercePayload> {
  const refused = unauthorized(STORE_INSTALL_MESSAGES.unauthorizedUser);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(config.clientSecret), {
      algorithms: ['HS256'],
      audience: config.clientId,
      issuer: 'bc',
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch {
    throw refused;
  }
  const storeHash = storeHashOf(payload.sub);
  const user = personOf(payload.user);
  if (!storeHash || !user) throw refused;
  return { storeHash, user, owner: personOf(payload.owner) };
}
