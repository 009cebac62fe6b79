import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@trailpost/contracts';

/** The rows per page the user chose last (kept in storage), or the default one. */
export function rowsPerPageOf(stored: string | null): number {
  return PAGE_SIZES.find((size) => String(size) === stored) ?? DEFAULT_PAGE_SIZE;
}
