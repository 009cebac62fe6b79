import { DASHBOARD_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { useCourierOptions } from '../api/get-courier-options';
import { useTrackingSummary } from '../api/get-tracking-summary';
import { useCardFilters } from '../hooks/use-card-filters';
import { hasShipments, summaryRows } from '../utils/chart-data';
import { SUMMARY_RANGES } from '../utils/ranges';
import { summaryBody } from '../utils/summary-buckets';
import { CardQuery } from './CardQuery';
import { CourierPicker } from './CourierPicker';
import { DashboardCard } from './DashboardCard';
import { RangePicker } from './RangePicker';
import { StatusColumnChart } from './StatusColumnChart';

export const SUMMARY_TITLE = 'Shipments Summary';

/** Shipments by status over time buckets of the chosen range (part 1 §2.5, §9). */
export function SummaryCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  // The offset is the zone's offset now; kept for the card's life so the query key stays put.
  const [now] = useState(() => new Date());
  const summary = useTrackingSummary(summaryBody(filters.days, filters.timeZone, now, filters.courier || undefined));

  return (
    <DashboardCard
      title={SUMMARY_TITLE}
      actions={
        <>
          <CourierPicker couriers={couriers} {...filters.courierProps} />
          <RangePicker choices={SUMMARY_RANGES} {...filters.rangeProps} />
        </>
      }
    >
      <CardQuery query={summary} label={SUMMARY_TITLE} isEmpty={(buckets) => !hasShipments(buckets)} emptyText={DASHBOARD_MESSAGES.noChartData} minHeight={340}>
        {(buckets) => <StatusColumnChart rows={summaryRows(buckets)} />}
      </CardQuery>
    </DashboardCard>
  );
}
