import { useMutation } from '@tanstack/react-query';
import type { StoreInstallBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Has the server check Shopify's signed install query; answers the shop's authorization page to open. */
export async function startShopifyInstall(body: StoreInstallBody): Promise<string> {
  return (await apiRequest<{ url: string }>('/shopify/install', { method: 'POST', body })).data.url;
}

export function useStartShopifyInstall() {
  return useMutation({ mutationFn: startShopifyInstall });
}
