import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { PERFORMANCE_TITLE } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { AllShipmentsCard } from '../components/AllShipmentsCard';
import { AverageDaysCard } from '../components/AverageDaysCard';
import { DayWiseCard } from '../components/DayWiseCard';
import { SummaryCard } from '../components/SummaryCard';
import { TopCountriesCard } from '../components/TopCountriesCard';
import { TopCouriersCard } from '../components/TopCouriersCard';

const full = { gridColumn: '1 / -1' } as const;

/**
 * The dashboard (/ and /dashboard), cards in the order of part 1 §2.5. Of the two half-width
 * cards only Average Days To Deliver is shown, so Top 10 Couriers takes the other half of its
 * row; the further card that is not shown is left out. Above them, the way to the delivery performance screen.
 */
export function DashboardRoute() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ ...full, display: 'flex', justifyContent: 'flex-end', mb: -1 }}>
        <Button component={RouterLink} to="/performance" variant="outlined" size="small" startIcon={<InsightsOutlined />}>
          {PERFORMANCE_TITLE}
        </Button>
      </Box>
      <Box sx={full}>
        <SummaryCard />
      </Box>
      <Box sx={full}>
        <AllShipmentsCard />
      </Box>
      <Box sx={full}>
        <DayWiseCard />
      </Box>
      <AverageDaysCard />
      <TopCouriersCard />
      <Box sx={full}>
        <TopCountriesCard />
      </Box>
    </Box>
  );
}
