import { DeleteDialog, type DeleteDialogProps } from '@/components/DeleteDialog';

export const deleteStoreTexts = (name: string) => ({
  title: 'Delete Integration?',
  text: `${name} will be disconnected and its saved credentials deleted. Shipments already in Trailpost stay.`,
  confirm: 'Yes, Delete',
});

/** The question before a store or courier account is disconnected. */
export function DeleteStoreDialog({ name, ...props }: DeleteDialogProps & { name: string }) {
  return <DeleteDialog texts={deleteStoreTexts(name)} {...props} />;
}
