import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutomationDryRunView } from '@trailpost/contracts';
import { DrawerFrame } from '@/components/DrawerFrame';
import { PageLoader } from '@/components/PageLoader';
import { DryRunMatches } from './DryRunMatches';
import { DryRunPreview } from './DryRunPreview';

export const DRY_RUN_TITLE = 'Test this rule';

type Props = {
  open: boolean;
  running: boolean;
  result: AutomationDryRunView | undefined;
  error: string | null;
  onRun: () => void;
  onClose: () => void;
};

/** "Test this rule": the rule run against recent shipments, nothing sent or changed. */
export function DryRunDrawer({ open, running, result, error, onRun, onClose }: Props) {
  return (
    <DrawerFrame
      open={open}
      title={DRY_RUN_TITLE}
      onClose={onClose}
      footer={
        <Button variant="outlined" onClick={onRun} disabled={running}>
          Run again
        </Button>
      }
    >
      {running ? <PageLoader /> : null}
      {!running && error ? <Alert severity="error">{error}</Alert> : null}
      {!running && result ? (
        <Stack spacing={2.5}>
          <Alert severity={result.matched ? 'info' : 'warning'} role="status">
            {`${result.matched} of ${result.checked} recent shipments would match`}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {result.matched > result.matches.length ? `The first ${result.matches.length} are listed. ` : ''}Nothing is sent or changed by a test.
          </Typography>
          {result.matches.length ? <DryRunMatches matches={result.matches} /> : null}
          {result.preview ? (
            <DryRunPreview preview={result.preview} />
          ) : result.matched ? (
            <Typography variant="body2" color="text.secondary">
              This rule sends no message: there is nothing to preview.
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </DrawerFrame>
  );
}
