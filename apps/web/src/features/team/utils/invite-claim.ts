import { inviteClaim, type InviteClaim } from '@trailpost/contracts';

/** The readable part of an invite token (name, e-mail, expiry); the server checks its signature. */
export function readInviteClaim(token: string | null): InviteClaim | null {
  const body = token?.split('.')[0];
  if (!body) return null;
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = inviteClaim.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Part 2 §2.16: the form shows only while the invite is within its 2,880 minutes. */
export function isInviteCurrent(claim: InviteClaim, now = Date.now()): boolean {
  return claim.exp * 1000 > now;
}
