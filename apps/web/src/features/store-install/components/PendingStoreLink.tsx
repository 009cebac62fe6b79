import { useEffect } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { takePendingStoreLink } from '@/lib/pending-store-link';
import { writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession } from '@/lib/use-stored';
import { useLinkStore } from '../api/link-store';

/**
 * Links the store install kept before sign-in or sign-up, once a session exists (part 1 §4), and
 * says how it went. The guard sends the merchant to Manage Integrations meanwhile.
 */
export function PendingStoreLink() {
  const toast = useToast();
  const session = useSession();
  const { mutateAsync: link } = useLinkStore();
  const needsOnboarding = session?.userType === 'user' && session.subDomainStatus === '0';

  useEffect(() => {
    // Taken out as it is read: linked once, whatever the answer, however often this runs.
    const requestId = takePendingStoreLink();
    if (!requestId) return;
    // A new account chooses its sub-domain first; onboarding then goes on to Manage Integrations.
    if (needsOnboarding) writeItem(STORAGE_KEYS.redirectToIntegratedList, '1');
    // The promise settles even once this is unmounted, as the guard moves the merchant on.
    link(requestId).then(
      (message) => toast.success(message),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  }, [link, toast, needsOnboarding]);

  return null;
}
