import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function login(input: LoginBody): Promise<SessionRecord> {
  const envelope = await apiRequest<SessionRecord>('/user/login', { method: 'POST', body: input });
  return envelope.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
