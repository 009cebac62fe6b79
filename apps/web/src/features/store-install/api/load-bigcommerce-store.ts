import { useMutation } from '@tanstack/react-query';
import type { BigCommerceLoadBody, StoreInstallResult } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** BigCommerce opens the app: the server checks the signed payload and answers the store, if an account linked it. */
export async function loadBigCommerceStore(body: BigCommerceLoadBody): Promise<StoreInstallResult> {
  return (await apiRequest<StoreInstallResult>('/load_bigcommerce_store', { method: 'POST', body })).data;
}

export function useLoadBigCommerceStore() {
  return useMutation({ mutationFn: loadBigCommerceStore });
}
