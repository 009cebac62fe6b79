import type { Db } from '../../db/client.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { isKnownDevice, rememberDevice } from './known-device-repository.js';
import type { UserRow } from './repository.js';

/** The HttpOnly cookie that marks a browser which signed in before (OWASP's device cookie). */
export const DEVICE_COOKIE = 'trailpost_device';
/** Browsers cap cookie lifetimes at 400 days; a device unused that long is forgotten. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The device's hash when this browser signed in to this user before, null otherwise. */
export async function knownDeviceHash(db: Db, user: UserRow | null, deviceToken: string | null): Promise<string | null> {
  if (!user || !deviceToken) return null;
  const deviceHash = hashToken(deviceToken);
  return (await isKnownDevice(db, user.tenantId, user.id, deviceHash)) ? deviceHash : null;
}

/** Records a successful sign-in from this browser; returns the token its cookie should hold. */
export async function rememberBrowser(db: Db, user: UserRow, deviceToken: string | null): Promise<string> {
  const token = deviceToken ?? newToken();
  await rememberDevice(db, user.tenantId, user.id, hashToken(token));
  return token;
}
