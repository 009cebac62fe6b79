import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type Props = Omit<ButtonProps, 'type'> & { loading?: boolean };

/** Full-width submit button that shows a spinner and blocks double submits while loading. */
export function SubmitButton({ loading = false, disabled, children, ...rest }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      disabled={disabled || loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
