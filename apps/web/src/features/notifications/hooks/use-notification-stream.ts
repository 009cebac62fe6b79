import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIST_SIZE, type NotificationEvent, type NotificationItem, type NotificationList } from '@trailpost/contracts';
import { QUERY_KEYS } from '@/lib/query-keys';
import { getStreamTicket } from '../api/get-stream-ticket';

const MAX_RETRY_MS = 30_000;

function parse<T>(event: MessageEvent<string>): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the realtime stream open while a user is signed in: each `notification` event goes to
 * the top of the cached list with the new unread count, and to `onNotification` (the pop-up).
 * A ticket lives a minute, so after an error the stream is reopened with a fresh one, waiting
 * longer after each failure; on every (re)open the list is reloaded to catch what was missed.
 */
export function useNotificationStream(userId: string | null, onNotification: (item: NotificationItem) => void): void {
  const queryClient = useQueryClient();
  const listener = useRef(onNotification);
  listener.current = onNotification;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      failures += 1;
      timer = setTimeout(() => void open(), Math.min(MAX_RETRY_MS, 1000 * 2 ** failures));
    };

    const open = async () => {
      try {
        const ticket = await getStreamTicket(userId);
        if (stopped) return;
        source = new EventSource(ticket.stream_url);
        source.addEventListener('ready', () => {
          failures = 0;
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
        });
        source.addEventListener('notification', (event) => {
          const data = parse<NotificationEvent>(event as MessageEvent<string>);
          if (!data) return;
          // A list fetch already on its way was read before this notification existed: landing
          // after the event, it would put the older count back. It is dropped first.
          void queryClient.cancelQueries({ queryKey: QUERY_KEYS.notifications }).then(() => {
            queryClient.setQueryData<NotificationList>(QUERY_KEYS.notifications, (list) => ({
              notifications: [data.notification, ...(list?.notifications ?? []).filter((item) => item._id !== data.notification._id)].slice(0, NOTIFICATION_LIST_SIZE),
              unreadMessageCount: data.unreadMessageCount,
              lastTimestamp: data.notification.timestamp,
            }));
          });
          // A delivery or a finished import changes what the shipment screens show.
          if (data.notification.type !== 'export') void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments });
          listener.current(data.notification);
        });
        source.onerror = retry;
      } catch {
        retry();
      }
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, queryClient]);
}
