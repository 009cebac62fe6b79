import { DASHBOARD_MESSAGES, DASHBOARD_TOP_LIMIT } from '@trailpost/contracts';
import { CourierLogo } from '@/components/CourierLogo';
import { useCourierOptions } from '../api/get-courier-options';
import { useTopCouriers } from '../api/get-top-couriers';
import { useCardFilters } from '../hooks/use-card-filters';
import { courierName } from '../utils/format';
import { CARD_RANGES } from '../utils/ranges';
import { CardQuery } from './CardQuery';
import { DashboardCard } from './DashboardCard';
import { RangePicker } from './RangePicker';
import { RankedList } from './RankedList';

export const TOP_COURIERS_TITLE = 'Top 10 Couriers';

/** The couriers with the most shipments in the range. */
export function TopCouriersCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  // No courier picker here: the call takes none (part 1 §7).
  const top = useTopCouriers(filters.body);

  return (
    <DashboardCard
      title={TOP_COURIERS_TITLE}
      actions={<RangePicker choices={CARD_RANGES} {...filters.rangeProps} />}
    >
      <CardQuery query={top} label={TOP_COURIERS_TITLE} isEmpty={(rows) => rows.length === 0} emptyText={DASHBOARD_MESSAGES.noData} minHeight={220}>
        {(rows) => (
          <RankedList
            label={TOP_COURIERS_TITLE}
            items={rows.slice(0, DASHBOARD_TOP_LIMIT).map((row) => ({
              key: row.status,
              label: courierName(row.status, couriers),
              count: row.count,
              icon: <CourierLogo slug={row.status} size={26} />,
            }))}
          />
        )}
      </CardQuery>
    </DashboardCard>
  );
}
