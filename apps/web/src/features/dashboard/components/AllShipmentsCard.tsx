import Box from '@mui/material/Box';
import { DASHBOARD_MESSAGES } from '@trailpost/contracts';
import { useCourierOptions } from '../api/get-courier-options';
import { useTrackingCount } from '../api/get-tracking-count';
import { useCardFilters } from '../hooks/use-card-filters';
import { courierName } from '../utils/format';
import { CARD_RANGES } from '../utils/ranges';
import { statusShares } from '../utils/status-shares';
import { trackingListLink } from '../utils/tracking-link';
import { CardQuery } from './CardQuery';
import { CourierPicker } from './CourierPicker';
import { DashboardCard } from './DashboardCard';
import { RangePicker } from './RangePicker';
import { StatusList } from './StatusList';
import { StatusPie } from './StatusPie';

export const ALL_SHIPMENTS_TITLE = 'All Shipments';

/** Shipments per status in the range: a donut and the list of statuses leading to the shipment list. */
export function AllShipmentsCard() {
  const filters = useCardFilters();
  const couriers = useCourierOptions();
  const counts = useTrackingCount(filters.body);
  const courierLabel = filters.courier ? courierName(filters.courier, couriers) : null;

  return (
    <DashboardCard
      title={ALL_SHIPMENTS_TITLE}
      actions={
        <>
          <CourierPicker couriers={couriers} {...filters.courierProps} />
          <RangePicker choices={CARD_RANGES} {...filters.rangeProps} />
        </>
      }
    >
      <CardQuery query={counts} label={ALL_SHIPMENTS_TITLE} isEmpty={(data) => data.total_count === 0} emptyText={DASHBOARD_MESSAGES.noShipments} minHeight={260}>
        {(data) => {
          const shares = statusShares(data);
          return (
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: { xs: 2, sm: 5 } }}>
              <StatusPie shares={shares} total={data.total_count} />
              <StatusList
                shares={shares}
                linkFor={(share) => trackingListLink({ status: share.status, rangeName: filters.range.name, days: filters.days, courierLabel })}
              />
            </Box>
          );
        }}
      </CardQuery>
    </DashboardCard>
  );
}
