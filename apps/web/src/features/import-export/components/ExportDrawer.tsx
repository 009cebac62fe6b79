import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXPORT_MESSAGES, EXPORT_OPTIONS } from '@trailpost/contracts';
import { useId, useState } from 'react';
import { DrawerFrame } from '@/components/DrawerFrame';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { safeTimeZone } from '@/lib/zoned-date';
import { useExportShipments } from '../api/export-shipments';
import { exportRequest, isOptionEnabled, optionValueOf, type ExportOptionValue } from '../utils/export-request';
import type { ExportScope } from '../utils/export-scope';
import { TimedNotice } from './TimedNotice';

type Props = { open: boolean; scope: ExportScope; onClose: () => void };

/** What each option takes, under its label. */
const HINTS: Record<ExportOptionValue, string> = {
  filtered: 'The shipments the list shows, with its tab, filters and search.',
  selected: 'The rows ticked in the list.',
  all: 'Every shipment of the account.',
};

/** The option's label, with the count of selected rows for Selected. */
function optionLabel(value: ExportOptionValue, label: string, scope: ExportScope): string {
  return value === 'selected' && scope.selectedIds.length > 0 ? `${label} (${scope.selectedIds.length})` : label;
}

/** Export the filtered list, the selected rows or every shipment; the file comes by notification and e-mail. */
export function ExportDrawer({ open, scope, onClose }: Props) {
  const labelId = useId();
  const toast = useToast();
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const exportCall = useExportShipments();
  // The scope of the list that opened the drawer, kept while it slides out.
  const [shownScope, setShownScope] = useState(scope);
  if (open && scope !== shownScope) setShownScope(scope);
  // The user's pick; until there is one, the list's preselection (reset when the drawer closes).
  const [picked, setPicked] = useState<ExportOptionValue | null>(null);
  const preselected = optionValueOf(shownScope.preselected);
  const option = picked ?? (isOptionEnabled(preselected, shownScope) ? preselected : 'all');
  const [notice, setNotice] = useState<string | null>(null);

  const submit = () => {
    exportCall.mutate(exportRequest(option, shownScope, timeZone), {
      onSuccess: () => {
        onClose();
        setNotice(EXPORT_MESSAGES.queued);
      },
      // "No Shipments found to export." arrives as the server's message.
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <DrawerFrame
        open={open}
        title="Export Shipment"
        onClose={onClose}
        onExited={() => setPicked(null)}
        footer={
          <>
            <Button
              variant="contained"
              onClick={submit}
              disabled={exportCall.isPending}
              startIcon={exportCall.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              EXPORT
            </Button>
            <Button color="inherit" onClick={onClose}>
              CANCEL
            </Button>
          </>
        }
      >
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
              Shipments to export
            </FormLabel>
            <RadioGroup aria-labelledby={labelId} value={option} onChange={(_event, value) => setPicked(value as ExportOptionValue)}>
              {EXPORT_OPTIONS.map(({ value, label }) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  disabled={!isOptionEnabled(value, shownScope)}
                  disableTypography
                  label={
                    <Box sx={{ pt: '9px' }}>
                      <Typography sx={{ fontWeight: 500 }}>{optionLabel(value, label, shownScope)}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {HINTS[value]}
                      </Typography>
                    </Box>
                  }
                  sx={{ alignItems: 'flex-start', mb: 1.5, mr: 0, '&.Mui-disabled .MuiTypography-root': { color: 'text.disabled' } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Alert severity="info" icon={<InfoOutlined fontSize="inherit" />}>
            {EXPORT_MESSAGES.windowNote}
          </Alert>
        </Stack>
      </DrawerFrame>
      <TimedNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
