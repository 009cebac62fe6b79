import { z } from 'zod';
import { trackingNumber } from './shipments.js';

/** POST /couriers/detect: which couriers a tracking number most likely belongs to. */
export const courierDetectionRequest = z.object({ tracking_number: trackingNumber });

export const courierCandidate = z.object({
  slug: z.string(),
  title: z.string(),
  /** 0 to 1: a number whose check digit the courier's own rule validates scores high. */
  confidence: z.number().min(0).max(1),
});
export type CourierCandidate = z.infer<typeof courierCandidate>;

/** Best first; empty when no courier's format matches. */
export const courierDetectionResponse = z.array(courierCandidate);

/** A guess good enough to use without asking (imports): see decision 0016. */
export const CONFIDENT_DETECTION = 0.8;

/** The best candidate, when it is confident and clearly ahead of the next one. */
export function confidentCandidate(candidates: readonly CourierCandidate[]): CourierCandidate | null {
  const [best, next] = candidates;
  if (!best || best.confidence < CONFIDENT_DETECTION) return null;
  return !next || best.confidence - next.confidence >= 0.2 ? best : null;
}
