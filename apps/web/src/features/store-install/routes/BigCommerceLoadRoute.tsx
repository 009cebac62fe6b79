import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-stored';
import { useLoadBigCommerceStore } from '../api/load-bigcommerce-store';
import { InstallStatus } from '../components/InstallStatus';
import { useStartOnce } from '../hooks/use-start-once';
import { nextInstallStep } from '../utils/next-step';

/**
 * /bigCommerceApp/load (part 1 §2.2): BigCommerce opens the installed app from the store's control
 * panel with a signed payload; a store some account linked goes on to Manage Integrations.
 */
export function BigCommerceLoadRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const load = useLoadBigCommerceStore();
  const [unlinked, setUnlinked] = useState(false);
  useStartOnce(() => {
    // BigCommerce sends the payload twice; the server checks the JWT form.
    const signedPayload = new URLSearchParams(search).get('signed_payload_jwt') ?? '';
    load.mutate(
      { signed_payload: signedPayload },
      {
        onSuccess: (result) => {
          const step = nextInstallStep(result, signedIn);
          if (step.kind === 'go') void navigate(step.to, { replace: true });
          else setUnlinked(true);
        },
      },
    );
  });
  const failure = load.isError ? errorMessage(load.error) : unlinked ? STORE_INSTALL_MESSAGES.unknownStore : null;
  return <InstallStatus failureTitle={STORE_INSTALL_MESSAGES.unauthorizedUser} failure={failure} />;
}
