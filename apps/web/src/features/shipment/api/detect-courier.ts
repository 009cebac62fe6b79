import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_MIN, type CourierCandidate } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function detectCourier(trackingNumber: string, signal?: AbortSignal): Promise<CourierCandidate[]> {
  const envelope = await apiRequest<CourierCandidate[]>('/couriers/detect', { method: 'POST', body: { tracking_number: trackingNumber }, signal });
  return envelope.data;
}

export function detectCourierQueryOptions(trackingNumber: string) {
  return queryOptions({
    queryKey: ['couriers', 'detect', trackingNumber] as const,
    queryFn: ({ signal }) => detectCourier(trackingNumber, signal),
    staleTime: Infinity,
  });
}

/** Couriers a tracking number most likely belongs to, best first; asked only for a number of a valid length. */
export function useCourierCandidates(trackingNumber: string, enabled: boolean) {
  const number = trackingNumber.trim();
  const valid = number.length >= TRACKING_NUMBER_MIN && number.length <= TRACKING_NUMBER_MAX;
  return useQuery({ ...detectCourierQueryOptions(number), enabled: enabled && valid });
}
