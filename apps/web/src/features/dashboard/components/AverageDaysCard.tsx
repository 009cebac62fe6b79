import { DASHBOARD_MESSAGES, DASHBOARD_TOP_LIMIT } from '@trailpost/contracts';
import { useAverageDays } from '../api/get-average-days';
import { useCourierOptions } from '../api/get-courier-options';
import { useCardFilters } from '../hooks/use-card-filters';
import { courierName } from '../utils/format';
import { CARD_RANGES } from '../utils/ranges';
import { AverageDaysChart } from './AverageDaysChart';
import { CardQuery } from './CardQuery';
import { DashboardCard } from './DashboardCard';
import { RangePicker } from './RangePicker';

export const AVERAGE_DAYS_TITLE = 'Average Days To Deliver';

/** Average days to deliver of the first 10 couriers (part 1 §3). */
export function AverageDaysCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  const averages = useAverageDays(filters.body);

  return (
    <DashboardCard
      title={AVERAGE_DAYS_TITLE}
      actions={<RangePicker choices={CARD_RANGES} {...filters.rangeProps} />}
    >
      <CardQuery query={averages} label={AVERAGE_DAYS_TITLE} isEmpty={(rows) => rows.length === 0} emptyText={DASHBOARD_MESSAGES.noChartData} minHeight={220}>
        {(rows) => (
          <AverageDaysChart
            bars={rows.slice(0, DASHBOARD_TOP_LIMIT).map((row) => ({ name: courierName(row.courier_name, couriers), days: row.avg_days_to_delivery_shipment }))}
          />
        )}
      </CardQuery>
    </DashboardCard>
  );
}
