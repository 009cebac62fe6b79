// Apart from the schemas in notifications.ts: the bell in every signed-in screen shows these
// texts, and a module-level schema beside them would bring zod into every screen.

/** Part 1 §2.9 and §9: the bell's texts and limits. */
export const NOTIFICATION_MESSAGES = {
  caughtUp: "You're all caught up.",
  deleted: 'Notification deleted.',
  notFound: 'Notification not found.',
  cleared: 'Notifications read.',
  userNotFound: 'User not found.',
  mutesSaved: 'Notification settings saved.',
  mutesNotAList: 'muted_kinds must be a list of notification kinds.',
  unknownKind: 'Unknown notification kind: expected tracking.delivered, tracking.exception, tracking.failed_attempt or tracking.expired.',
} as const;
export const NOTIFICATION_LIST_SIZE = 20;
export const NOTIFICATION_POPUP_MS = 6000;

/** `domain`: a sender domain was verified. */
export const NOTIFICATION_TYPES = ['tracking', 'import', 'export', 'domain'] as const;
