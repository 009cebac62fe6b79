import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayRangeText, DELIVERY_DATE_TEXTS, englishLocaleFor, predictionBasisText, weekdayDateText, type ShipmentDetail } from '@trailpost/contracts';
import { userDateFormat } from '../utils/dates';

/**
 * When the shipment should arrive: the date its customers see, our prediction beside it with
 * its range and what it was learned from, so a merchant can tell a customer and trust the answer.
 */
export function DeliveryEstimate({ shipment }: { shipment: ShipmentDetail }) {
  const { predicted_delivery: predicted, customer_delivery_date: shown } = shipment.trackings;
  const locale = englishLocaleFor(userDateFormat());
  return (
    <Box component="section" aria-label={DELIVERY_DATE_TEXTS.customerDate} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 1.5 }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {DELIVERY_DATE_TEXTS.customerDate}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {shown ? weekdayDateText(shown, locale) : '-'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {DELIVERY_DATE_TEXTS.ourPrediction}
        </Typography>
        {predicted ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {dayRangeText(predicted.earliest, predicted.latest, locale)}
              {predicted.earliest !== predicted.latest ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${DELIVERY_DATE_TEXTS.mostLikely(weekdayDateText(predicted.date, locale))})`}
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
              {predictionBasisText(predicted.basis, shipment.courier_title)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {DELIVERY_DATE_TEXTS.noPrediction}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
