import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { dayInZone, safeTimeZone } from '@/lib/zoned-date';
import { viewerOf } from '../hooks/use-viewer';
import { needsOptions, toShipmentFilters } from '../utils/api-filters';
import { parseListSearch } from '../utils/list-url';
import { rowsPerPageOf } from '../utils/page-size';
import { filterOptionsQueryOptions } from '@/lib/api/get-filter-options';
import { shipmentsQueryOptions } from './get-shipments';
import { tagsQueryOptions } from '@/lib/api/get-tags';

/**
 * Asks for the list's first page, its filter options and the tags while the app is still
 * starting, with the same query keys the list will use, so the rows can be drawn in the list's
 * first render instead of after it (the first render waits for them a while, main.tsx). Filters by courier or country need the options' values
 * first: then only the options are asked for and the list asks for its page itself.
 */
export async function prefetchOpeningList(queryClient: QueryClient, search: string): Promise<void> {
  const asked = [queryClient.prefetchQuery(filterOptionsQueryOptions()), queryClient.prefetchQuery(tagsQueryOptions())];
  const state = parseListSearch(search);
  if (!needsOptions(state)) {
    const timeZone = safeTimeZone(readItem(STORAGE_KEYS.timeZone));
    const filters = toShipmentFilters(state, { options: null, viewer: viewerOf(readSession()), timeZone, today: dayInZone(new Date(), timeZone) });
    asked.push(queryClient.prefetchQuery(shipmentsQueryOptions({ pageId: 1, limit: rowsPerPageOf(readItem(STORAGE_KEYS.rowsPerPage)), filters, query: state.query })));
  }
  await Promise.all(asked);
}
