import { useMutation } from '@tanstack/react-query';
import type { BigCommerceTokenBody, StoreInstallResult } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** BigCommerce's auth callback: the server exchanges the code; answers where the merchant goes next. */
export async function finishBigCommerceInstall(body: BigCommerceTokenBody): Promise<StoreInstallResult> {
  return (await apiRequest<StoreInstallResult>('/bigcommerce_to_trailpost_token', { method: 'POST', body })).data;
}

export function useFinishBigCommerceInstall() {
  return useMutation({ mutationFn: finishBigCommerceInstall });
}
