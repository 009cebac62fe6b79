import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Important Note: how carriers count and bill an SMS (part 2 §9). */
export function SmsBillingNote() {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>Important Note</AlertTitle>
      Carriers bill every SMS part separately. Up to 160 characters go as one SMS; a longer message is split into parts of 153 characters. A message
      with any character outside the standard SMS alphabet (many accented letters, emoji, other scripts) is sent in Unicode: 70 characters in one SMS,
      67 in each part of a longer one. A line break counts as 2 characters, and so do the extended characters € [ ] {'{ }'} ^ ~ | \. A message may be
      at most 4 SMS (612 characters). Placeholders are counted as typed: the values that replace them may be longer.
    </Alert>
  );
}
