import { ConfirmDialog } from '../ConfirmDialog';

/** The question's words, exported so tests find the dialog by the same texts. */
export const DISCARD_TEXTS = {
  title: 'Discard changes?',
  text: 'You have unsaved changes. They will be lost if you leave.',
  keep: 'Keep Editing',
  discard: 'Discard',
} as const;

/** Asks before unsaved input is thrown away; closing the question keeps editing. */
export function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={DISCARD_TEXTS.title}
      text={DISCARD_TEXTS.text}
      cancelLabel={DISCARD_TEXTS.keep}
      confirmLabel={DISCARD_TEXTS.discard}
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
