import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { storeSession } from '@/lib/session';

/** Refreshes the stored session record from the server once the shell loads. */
export function SessionRefresher() {
  const { data } = useCurrentUser();
  useEffect(() => {
    if (data) storeSession(data);
  }, [data]);
  return null;
}
