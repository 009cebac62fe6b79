import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useFinishShopifyInstall } from '../api/finish-shopify-install';
import { InstallStatus } from '../components/InstallStatus';
import { useContinueInstall } from '../hooks/use-continue-install';
import { useStartOnce } from '../hooks/use-start-once';

/** /shopify_to_trailpost_token (part 1 §2.2): Shopify sends the merchant back here with `code` and `shop` once the shop approved access. */
export function ShopifyCallbackRoute() {
  const { pathname, search } = useLocation();
  const finish = useFinishShopifyInstall();
  const install = useContinueInstall();
  useStartOnce(() => {
    const params = new URLSearchParams(search);
    // The server checks Shopify's signature and state over this page's own address.
    const url = `${window.location.origin}${pathname}${search}`;
    finish.mutate({ code: params.get('code') ?? '', shop_name: params.get('shop') ?? '', url }, { onSuccess: install.proceed });
  });
  const failure = finish.isError ? errorMessage(finish.error) : install.failure;
  return <InstallStatus failureTitle={STORE_INSTALL_MESSAGES.unauthorizedStore} failure={failure} />;
}
