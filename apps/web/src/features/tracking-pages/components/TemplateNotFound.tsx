import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { NotFoundCard } from '@/components/NotFoundCard';
import { ApiError } from '@/lib/api-client';
import { LIST_PATH } from '../utils/paths';

/** A template id that names nothing: 404, or 400 for an id that cannot be one. */
export function isTemplateNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.messages.includes(TRACKING_PAGE_MESSAGES.notFound)));
}

/** The editor opened on a tracking page that does not exist: the shared card, back to Tracking Pages. */
export function TemplateNotFound() {
  return <NotFoundCard message={TRACKING_PAGE_MESSAGES.notFound} list={{ label: 'Tracking Pages', path: LIST_PATH }} />;
}
