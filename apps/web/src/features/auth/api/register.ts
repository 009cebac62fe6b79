import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, SessionRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function register(input: RegisterBody): Promise<SessionRecord> {
  const envelope = await apiRequest<SessionRecord>('/user/register', { method: 'POST', body: input });
  return envelope.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
