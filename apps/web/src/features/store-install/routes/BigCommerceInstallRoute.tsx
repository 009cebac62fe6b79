import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useFinishBigCommerceInstall } from '../api/finish-bigcommerce-install';
import { InstallStatus } from '../components/InstallStatus';
import { useContinueInstall } from '../hooks/use-continue-install';
import { useStartOnce } from '../hooks/use-start-once';

/** /bigCommerceApp/install (part 1 §2.2): BigCommerce's auth callback, with `code`, `scope` and `context`, once the store approved the app. */
export function BigCommerceInstallRoute() {
  const { search } = useLocation();
  const finish = useFinishBigCommerceInstall();
  const install = useContinueInstall();
  useStartOnce(() => {
    const params = new URLSearchParams(search);
    const body = { code: params.get('code') ?? '', scope: params.get('scope') ?? '', context: params.get('context') ?? '' };
    finish.mutate(body, { onSuccess: install.proceed });
  });
  const failure = finish.isError ? errorMessage(finish.error) : install.failure;
  return <InstallStatus failureTitle={STORE_INSTALL_MESSAGES.unauthorizedStore} failure={failure} />;
}
