import { DASHBOARD_MESSAGES, DASHBOARD_TOP_LIMIT } from '@trailpost/contracts';
import { useCourierOptions } from '../api/get-courier-options';
import { useTopCountries } from '../api/get-top-countries';
import { useCardFilters } from '../hooks/use-card-filters';
import { CARD_RANGES } from '../utils/ranges';
import { CardQuery } from './CardQuery';
import { CourierPicker } from './CourierPicker';
import { DashboardCard } from './DashboardCard';
import { RangePicker } from './RangePicker';
import { RankedList } from './RankedList';

export const TOP_COUNTRIES_TITLE = 'Top 10 Countries';

/** The countries with the most shipments, for all couriers or one. */
export function TopCountriesCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  const top = useTopCountries(filters.body);

  return (
    <DashboardCard
      title={TOP_COUNTRIES_TITLE}
      actions={
        <>
          <CourierPicker couriers={couriers} {...filters.courierProps} />
          <RangePicker choices={CARD_RANGES} {...filters.rangeProps} />
        </>
      }
    >
      <CardQuery query={top} label={TOP_COUNTRIES_TITLE} isEmpty={(rows) => rows.length === 0} emptyText={DASHBOARD_MESSAGES.noData} minHeight={160}>
        {(rows) => (
          <RankedList
            label={TOP_COUNTRIES_TITLE}
            rowsPerColumn={Math.ceil(Math.min(rows.length, DASHBOARD_TOP_LIMIT) / 2)}
            items={rows.slice(0, DASHBOARD_TOP_LIMIT).map((row) => ({ key: row.country_iso, label: row.country_name, count: row.count }))}
          />
        )}
      </CardQuery>
    </DashboardCard>
  );
}
