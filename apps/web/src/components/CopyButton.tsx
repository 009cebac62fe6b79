import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useToast } from '@/components/toast/use-toast';
import { copyText } from '@/lib/copy-text';

export const COPY_BLOCKED = 'Copying is blocked here: select the text and copy it.';

type Props = {
  value: string;
  /** The flash shown once copied (e.g. 'Token copied.'). */
  message: string;
  /** The button's accessible name, also its tooltip. */
  label: string;
};

/** An icon button that puts a value on the clipboard and says so in a flash. */
export function CopyButton({ value, message, label }: Props) {
  const toast = useToast();
  const copy = async () => {
    if (await copyText(value)) toast.success(message);
    else toast.error(COPY_BLOCKED);
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
