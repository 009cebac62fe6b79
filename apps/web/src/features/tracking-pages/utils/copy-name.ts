import { TRACKING_PAGE_LIMITS } from '@trailpost/contracts';

/** The name a copy starts with, kept within the name's limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, TRACKING_PAGE_LIMITS.nameMax);
}
