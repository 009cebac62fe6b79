import type { StoredSession } from '@/lib/session';
import { safeDateFormat, safeTimeZone } from '@/lib/zoned-date';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession, useStoredItem } from '@/lib/use-stored';
import type { Viewer } from '../utils/api-filters';

/** Who looks at the list: a sub-user whose role holds assignTracking sees only its own shipments. */
export function viewerOf(session: StoredSession | null): Viewer {
  const userType = session?.userType ?? 'user';
  return {
    userType,
    userId: session?.record._id ?? null,
    onlyOwnShipments: userType === 'subuser' && (session?.roles.includes('assignTracking') ?? false),
  };
}

/** Who looks at the list, and how dates are shown to them (TIMEZONE, date_format). */
export function useViewer() {
  const session = useSession();
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const viewer = viewerOf(session);
  return { viewer, isMainUser: viewer.userType === 'user', timeZone, dateFormat };
}
