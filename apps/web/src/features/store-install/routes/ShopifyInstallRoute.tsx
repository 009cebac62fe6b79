import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useStartShopifyInstall } from '../api/start-shopify-install';
import { InstallStatus } from '../components/InstallStatus';
import { useStartOnce } from '../hooks/use-start-once';
import { shopifyInstallBody } from '../utils/shopify-install-body';

/** /shopifyApp/install (part 1 §2.2): Shopify opens it to install the app; it sends the browser on to the shop's approval page. */
export function ShopifyInstallRoute() {
  const { search } = useLocation();
  const install = useStartShopifyInstall();
  useStartOnce(() => install.mutate(shopifyInstallBody(search, window.location.origin), { onSuccess: (url) => window.location.assign(url) }));
  return <InstallStatus failureTitle={STORE_INSTALL_MESSAGES.unauthorizedStore} failure={install.isError ? errorMessage(install.error) : null} />;
}
