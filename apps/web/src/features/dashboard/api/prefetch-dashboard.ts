import type { QueryClient } from '@tanstack/react-query';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { dayInZone, safeTimeZone } from '@/lib/zoned-date';
import { ALL_COURIERS, cardQueryOf } from '../hooks/use-card-filters';
import { DEFAULT_RANGE } from '../utils/ranges';
import { summaryBody } from '../utils/summary-buckets';
import { averageDaysQueryOptions } from './get-average-days';
import { filterOptionsQueryOptions } from '@/lib/api/get-filter-options';
import { dayWiseQueryOptions } from './get-day-wise';
import { topCountriesQueryOptions } from './get-top-countries';
import { topCouriersQueryOptions } from './get-top-couriers';
import { trackingCountQueryOptions } from './get-tracking-count';
import { trackingSummaryQueryOptions } from './get-tracking-summary';

/**
 * Asks for every card's opening answer (the default range, all couriers) and the courier
 * choices while the app is still starting, with the keys the cards will use, so the cards are
 * drawn with their numbers in the dashboard's first render.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const timeZone = safeTimeZone(readItem(STORAGE_KEYS.timeZone));
  const { days, body } = cardQueryOf(DEFAULT_RANGE, ALL_COURIERS, timeZone, dayInZone(new Date(), timeZone));
  await Promise.all([
    queryClient.prefetchQuery(filterOptionsQueryOptions()),
    queryClient.prefetchQuery(trackingSummaryQueryOptions(summaryBody(days, timeZone, new Date()))),
    queryClient.prefetchQuery(trackingCountQueryOptions(body)),
    queryClient.prefetchQuery(dayWiseQueryOptions(body)),
    queryClient.prefetchQuery(averageDaysQueryOptions(body)),
    queryClient.prefetchQuery(topCouriersQueryOptions(body)),
    queryClient.prefetchQuery(topCountriesQueryOptions(body)),
  ]);
}
