import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countSms, fitsSmsLimit, SMS_MAX_GSM_UNITS, SMS_MAX_SEGMENTS } from '@trailpost/contracts';
import { describeCharacter } from '../utils/describe-character';

/** Units one part of a long Unicode (UCS-2) message holds. */
const UCS2_PER_PART = 67;

/**
 * The Message Body's counter: units used out of the limit (612 in GSM-7, four parts of 67 in
 * Unicode), the parts and encoding carriers will bill, and the characters that force Unicode.
 */
export function SmsCounter({ text }: { text: string }) {
  const count = countSms(text);
  const fits = fitsSmsLimit(text);
  const limit = count.encoding === 'GSM-7' ? SMS_MAX_GSM_UNITS : SMS_MAX_SEGMENTS * UCS2_PER_PART;
  const colour = fits ? 'text.secondary' : 'error.main';
  return (
    <Box sx={{ mt: 0.5, mx: 1.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography variant="caption" sx={{ color: colour }} data-testid="sms-parts">
          {count.segments} SMS · {count.encoding} · {count.perSegment} per SMS
        </Typography>
        <Typography variant="caption" sx={{ color: colour, fontWeight: fits ? 400 : 600 }} data-testid="sms-counter">
          {count.units}/{limit}
        </Typography>
      </Box>
      {count.ucs2Characters.length > 0 ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          These characters need Unicode: {count.ucs2Characters.map(describeCharacter).join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}
