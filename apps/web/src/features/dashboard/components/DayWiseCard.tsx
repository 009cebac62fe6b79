import { DASHBOARD_MESSAGES } from '@trailpost/contracts';
import { useCourierOptions } from '../api/get-courier-options';
import { useDayWise } from '../api/get-day-wise';
import { useCardFilters } from '../hooks/use-card-filters';
import { CARD_RANGES } from '../utils/ranges';
import { CardQuery } from './CardQuery';
import { DashboardCard } from './DashboardCard';
import { DAY_WISE_TITLE, DayWiseTable } from './DayWiseTable';
import { RangePicker } from './RangePicker';

/** Delivery days per courier. Its rows are couriers, so it has no courier picker. */
export function DayWiseCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  const dayWise = useDayWise(filters.body);

  return (
    <DashboardCard
      title={DAY_WISE_TITLE}
      actions={<RangePicker choices={CARD_RANGES} {...filters.rangeProps} />}
    >
      <CardQuery query={dayWise} label={DAY_WISE_TITLE} isEmpty={(rows) => rows.length === 0} emptyText={DASHBOARD_MESSAGES.noData} minHeight={120}>
        {(rows) => <DayWiseTable rows={rows} couriers={couriers} />}
      </CardQuery>
    </DashboardCard>
  );
}
