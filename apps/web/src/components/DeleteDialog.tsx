import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** A delete question's texts, kept in one exported object so tests find the dialog by the same words. */
export type DeleteDialogTexts = { readonly title: string; readonly text: ReactNode; readonly confirm: string; readonly cancel?: string };

/** What the screen that deletes passes: whether the question is open, whether the deletion runs, and the answers. */
export type DeleteDialogProps = { open: boolean; loading: boolean; onConfirm: () => void; onCancel: () => void };

/** ConfirmDialog asking before a deletion, its words given as one texts object. */
export function DeleteDialog({ texts, ...state }: DeleteDialogProps & { texts: DeleteDialogTexts }) {
  return <ConfirmDialog title={texts.title} text={texts.text} confirmLabel={texts.confirm} cancelLabel={texts.cancel} {...state} />;
}
