import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useCopyCode } from '../components/copy-code';
import { GuidePage } from '../components/GuidePage';
import { GuideStep } from '../components/GuideStep';
import { PublicHost } from '../components/PublicHost';
import { useGuide } from '../components/use-guide';
import { iframeCode } from '../utils/snippets';

/** /track_button_custom (part 2 §2.12): the embed code for any website, selected and copied on focus. */
export function CustomTrackButtonRoute() {
  const guide = useGuide(1);
  const copy = useCopyCode();
  const selectAndCopy = (event: FocusEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    event.target.select();
    void copy(event.target.value);
  };

  return (
    <GuidePage store="Custom Store" title="Add a track button to your website" description="One step: paste the code where the button should appear.">
      <PublicHost>
        {({ origin, host }) => (
          <GuideStep number={1} title="Add the code to your website" done={guide.done[0] ?? false} expanded={guide.isOpen(0)} onToggle={(open) => guide.setOpen(0, open)} onDone={() => guide.toggleDone(0)}>
            <Typography variant="body2">
              Paste this code into the HTML of the page where your customers should track their orders. It shows a tracking-number box with a Track button
              that opens your tracking page in a new tab. Click the code to select and copy it.
            </Typography>
            <TextField
              label="Embed code"
              value={iframeCode(origin, host)}
              multiline
              minRows={3}
              fullWidth
              onFocus={selectAndCopy}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
          </GuideStep>
        )}
      </PublicHost>
    </GuidePage>
  );
}
