import { STORE_MESSAGES, type StoreInstallResult } from '@trailpost/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { keepPendingStoreLink, LINKED_STORES_PATH } from '@/lib/pending-store-link';
import { useSession } from '@/lib/use-stored';
import { useLinkStore } from '../api/link-store';
import { nextInstallStep, type InstallStep } from '../utils/next-step';

/**
 * Goes on from a platform's answer about an install (part 1 §4): to Manage Integrations, to sign
 * in or sign up with the install kept for after, or links it now for a signed-in merchant.
 * `failure` is why it could not go on.
 */
export function useContinueInstall() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const toast = useToast();
  const link = useLinkStore();
  const [failure, setFailure] = useState<string | null>(null);

  const proceed = (result: StoreInstallResult) => {
    const follow = (step: InstallStep) => {
      if (step.kind === 'none') return setFailure(STORE_MESSAGES.installExpired);
      if (step.kind === 'sign-in') keepPendingStoreLink(step.requestId);
      // The platform's page is done with: Back must not send its used code again.
      if (step.kind !== 'link') return void navigate(step.to, { replace: true });
      link.mutate(step.requestId, {
        onSuccess: (message) => {
          toast.success(message);
          void navigate(LINKED_STORES_PATH, { replace: true });
        },
        // A session that had ended elsewhere: sign in again, and the install is linked then.
        onError: (error) => (error instanceof ApiError && error.status === 401 ? follow(nextInstallStep(result, false)) : setFailure(errorMessage(error))),
      });
    };
    follow(nextInstallStep(result, signedIn));
  };

  return { proceed, failure };
}
