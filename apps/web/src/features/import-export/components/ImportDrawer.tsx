import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_MESSAGES } from '@trailpost/contracts';
import { useEffect, useRef, useState } from 'react';
import { DrawerFrame } from '@/components/DrawerFrame';
import { useImportShipments } from '../api/import-shipments';
import { useUploadImportFile } from '../api/upload-file';
import { importFileProblem } from '../utils/import-file';
import { ChosenFile, type FileStatus } from './ChosenFile';
import { FileDropZone } from './FileDropZone';
import { TemplateHelp } from './TemplateHelp';
import { TimedNotice } from './TimedNotice';

/** The drawer closes this long after the import is queued (part 1 §9). */
export const CLOSE_AFTER_IMPORT_MS = 2000;

type Props = { open: boolean; onClose: () => void };

/** The chosen file; `id` tells a newer choice from one whose upload is still finishing. */
type Choice = { id: number; file: File; status: FileStatus; url: string | null; problem: string | null };

/** Import shipments from a spreadsheet: choose, upload through a signed address, then queue the import. */
export function ImportDrawer({ open, onClose }: Props) {
  const upload = useUploadImportFile();
  const importCall = useImportShipments();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [queued, setQueued] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const latestChoice = useRef(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The close timer reads whether the drawer is still open when it fires.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = async (file: File) => {
    latestChoice.current += 1;
    const id = latestChoice.current;
    const update = (patch: Partial<Choice>) => setChoice((current) => (current?.id === id ? { ...current, ...patch } : current));
    setChoice({ id, file, status: 'checking', url: null, problem: null });
    const problem = await importFileProblem(file);
    if (problem) {
      update({ status: 'refused', problem });
      return;
    }
    update({ status: 'uploading' });
    try {
      update({ status: 'uploaded', url: await upload.mutateAsync(file) });
    } catch {
      update({ status: 'refused', problem: IMPORT_MESSAGES.uploadFailed });
    }
  };

  const startImport = () => {
    if (!choice?.url) return;
    importCall.mutate(
      { url: choice.url },
      {
        onSuccess: () => {
          setQueued(true);
          closeTimer.current = setTimeout(() => {
            if (isOpen.current) onClose();
            setNotice(IMPORT_MESSAGES.queued);
          }, CLOSE_AFTER_IMPORT_MS);
        },
        // Part 1 §8: a failed import call is logged only; the file stays ready for another try.
        onError: (error) => console.error('The import could not be queued.', error),
      },
    );
  };

  const busy = choice?.status === 'checking' || choice?.status === 'uploading' || importCall.isPending || queued;
  const canImport = choice?.status === 'uploaded' && !importCall.isPending && !queued;

  return (
    <>
      <DrawerFrame
        open={open}
        title="Import Shipment"
        onClose={onClose}
        onExited={() => {
          setChoice(null);
          setQueued(false);
        }}
        footer={
          <>
            <Button
              variant="contained"
              disabled={!canImport}
              onClick={startImport}
              startIcon={importCall.isPending || queued ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              IMPORT
            </Button>
            <Button color="inherit" onClick={onClose}>
              CANCEL
            </Button>
          </>
        }
      >
        <Stack spacing={2.5}>
          <Typography sx={{ color: 'text.secondary' }}>
            Add many shipments at once from a spreadsheet. The import runs in the background and you are notified with a
            result file when it ends.
          </Typography>
          <TemplateHelp />
          <FileDropZone disabled={busy} onFile={(file) => void choose(file)} />
          {choice ? (
            <ChosenFile name={choice.file.name} size={choice.file.size} status={choice.status} problem={choice.problem} />
          ) : null}
        </Stack>
      </DrawerFrame>
      <TimedNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
