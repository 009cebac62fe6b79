import type { RealtimeToken } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** A one-minute ticket for the realtime stream (the contract's GET /firebase/token/{userId}). */
export async function getStreamTicket(userId: string): Promise<RealtimeToken> {
  return (await apiRequest<RealtimeToken>(`/firebase/token/${encodeURIComponent(userId)}`)).data;
}
