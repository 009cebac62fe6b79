import { NOTIFICATION_LIST_SIZE, NOTIFICATION_MESSAGES, type NotificationList } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { loadSecret, signClaim, verifyClaim } from '../../platform/secrets.js';
import { newToken } from '../../platform/tokens.js';
import * as repo from './repository.js';
import { toItem } from './views.js';

export type NotificationType = 'tracking' | 'import' | 'export' | 'domain';

export interface NotificationInput {
  tenantId: string;
  userId: string;
  type: NotificationType;
  message: string;
  /** Where the notification leads: a screen path or a signed file address. */
  link?: string | null;
}

/**
 * What other modules call to tell a user something (an import or export finished). Pass the
 * transaction of the change it reports, so the notification and the change commit together.
 */
export async function notify(db: Db, input: NotificationInput): Promise<void> {
  await repo.insertNotifications(db, [{ ...input, link: input.link ?? null }]);
}

export async function listNotifications(ctx: ServiceContext, auth: AuthContext): Promise<NotificationList> {
  const rows = await repo.latestNotifications(ctx.db, auth.tenantId, auth.userId, NOTIFICATION_LIST_SIZE);
  return {
    notifications: rows.map(toItem),
    unreadMessageCount: await repo.unreadCount(ctx.db, auth.tenantId, auth.userId),
    lastTimestamp: rows[0]?.createdAt.toISOString() ?? null,
  };
}

export function unreadCountOf(ctx: ServiceContext, tenantId: string, userId: string): Promise<number> {
  return repo.unreadCount(ctx.db, tenantId, userId);
}

export async function markRead(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  await repo.markAllRead(ctx.db, auth.tenantId, auth.userId);
}

export async function removeNotification(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  if (!(await repo.deleteNotification(ctx.db, auth.tenantId, auth.userId, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

/** A stream ticket lives a minute: long enough to open the stream, too short to be worth stealing. */
export const STREAM_TICKET_SECONDS = 60;
const SECRET_NAME = 'realtime-stream';

interface StreamClaim {
  sub: string;
  tid: string;
  /** The ticket's own id: a ticket opens one stream only. */
  jti: string;
  exp: number;
}

export async function issueStreamTicket(ctx: ServiceContext, auth: AuthContext, userId: string): Promise<string> {
  // Another user's id is, to the caller, an id that does not exist.
  if (userId !== auth.userId) throw notFound(NOTIFICATION_MESSAGES.userNotFound);
  const secret = await loadSecret(ctx.db, SECRET_NAME);
  return signClaim(secret, { sub: auth.userId, tid: auth.tenantId, jti: newToken(), exp: Math.floor(Date.now() / 1000) + STREAM_TICKET_SECONDS });
}

/** The user a ticket opens the stream for, or null when it is forged or expired (its use is counted by the stream). */
export async function readStreamTicket(ctx: ServiceContext, token: string): Promise<{ userId: string; tenantId: string; ticketId: string } | null> {
  const claim = verifyClaim<StreamClaim>(await loadSecret(ctx.db, SECRET_NAME), token);
  return claim ? { userId: claim.sub, tenantId: claim.tid, ticketId: claim.jti } : null;
}
