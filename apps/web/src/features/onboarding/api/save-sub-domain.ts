import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveSubDomainBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import type { SubDomainRecord } from '@/lib/api/get-sub-domain';

export type SaveSubDomainInput = z.input<typeof saveSubDomainBody>;

/** Saves the sub-domain; the server then marks onboarding as done. */
export async function saveSubDomain(input: SaveSubDomainInput): Promise<SubDomainRecord> {
  const envelope = await apiRequest<SubDomainRecord>('/user/sub_domain', { method: 'PUT', body: input });
  return envelope.data;
}

export function useSaveSubDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
