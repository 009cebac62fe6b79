import { safeDateFormat, safeTimeZone } from '@/lib/zoned-date';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession, useStoredItem } from '@/lib/use-stored';
import type { Viewer } from '../utils/api-filters';

/** Who looks at the list, and how dates are shown to them (TIMEZONE, date_format). */
export function useViewer() {
  const session = useSession();
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const userType = session?.userType ?? 'user';
  const viewer: Viewer = {
    userType,
    userId: session?.record._id ?? null,
    onlyOwnShipments: userType === 'subuser' && (session?.roles.includes('assignTracking') ?? false),
  };
  return { viewer, isMainUser: userType === 'user', timeZone, dateFormat };
}
