import type { NotificationItem, NotificationKind } from '@trailpost/contracts';
import type { notifications } from '../../db/schema/index.js';

/** A stored notification as the bell shows it (part 1 §3 Notification item). */
export function toItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    _id: row.id,
    timestamp: row.createdAt.toISOString(),
    message: row.message,
    type: row.type as NotificationItem['type'],
    link: row.link,
    updatable: false,
    kind: (row.kind as NotificationKind | null) ?? null,
    count: row.count,
  };
}
