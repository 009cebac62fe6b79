import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { ApiError } from '@/lib/api-client';

/** A template id that names nothing: 404, or 400 for an id that cannot be one. */
export function isTemplateNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.messages.includes(MESSAGING_MESSAGES.templateNotFound)));
}
