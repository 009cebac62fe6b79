import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two byte strings of possibly different length (never equal when empty). */
export function safeEqual(a: Buffer, b: Buffer): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  return timingSafeEqual(a, b);
}
