import { matchPath } from 'react-router';

export const LIST_PATH = '/tracking';
/** Paths under /tracking that are not a shipment id. */
const FIXED_PATHS = new Set(['/tracking/add', '/tracking/import', '/tracking/export']);

/** The shipment id of /tracking/{id} or /tracking/edit/{id}, if the path is one of them. */
export function shipmentIdOf(pathname: string): string | null {
  if (FIXED_PATHS.has(pathname)) return null;
  const match = matchPath('/tracking/edit/:id', pathname) ?? matchPath('/tracking/:id', pathname);
  return match?.params.id ?? null;
}
