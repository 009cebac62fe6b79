import Button, { type ButtonProps } from '@mui/material/Button';
import { useConfirmDiscard } from './discard-scope-context';

/** A Back or Cancel button: asks "Discard changes?" first when the form around it has unsaved input. */
export function LeaveButton({ onClick, ...props }: Omit<ButtonProps, 'onClick'> & { onClick: () => void }) {
  const confirmDiscard = useConfirmDiscard();
  return <Button {...props} onClick={() => confirmDiscard(onClick)} />;
}
