import { useMutation } from '@tanstack/react-query';
import type { StoreInstallResult, StoreTokenBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Shopify's callback: the server checks it and exchanges the code; answers where the merchant goes next. */
export async function finishShopifyInstall(body: StoreTokenBody): Promise<StoreInstallResult> {
  return (await apiRequest<StoreInstallResult>('/shopify_to_trailpost_token', { method: 'POST', body })).data;
}

export function useFinishShopifyInstall() {
  return useMutation({ mutationFn: finishShopifyInstall });
}
