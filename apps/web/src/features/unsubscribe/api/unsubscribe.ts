import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { unsubscribeQueryKey } from './get-unsubscribe';

export async function unsubscribe(token: string): Promise<UnsubscribeView> {
  return (await apiRequest<UnsubscribeView>(`/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' })).data;
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (view) => queryClient.setQueryData(unsubscribeQueryKey(token), view),
  });
}
