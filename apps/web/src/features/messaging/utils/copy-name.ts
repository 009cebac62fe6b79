import { TEMPLATE_NAME_MAX } from '@trailpost/contracts';

/** The name a copy starts with, kept within the name's limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, TEMPLATE_NAME_MAX);
}
