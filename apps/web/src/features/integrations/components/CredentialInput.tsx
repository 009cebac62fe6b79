import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CredentialField } from '@trailpost/contracts';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import { PasswordField } from '@/components/PasswordField';
import type { CredentialValues } from '../utils/credential-form';

type Props = {
  control: Control<CredentialValues>;
  field: CredentialField;
  /** The saved secret, masked; shown while the field is blank. */
  masked?: string;
  /** Fetches the saved secret in clear into the field; absent for whoever may not see it. */
  onShow?: () => Promise<boolean>;
};

/** One credential of a channel form: a password field for secrets, with Show beside a saved one. */
export function CredentialInput({ control, field, masked, onShow }: Props) {
  const [visible, setVisible] = useState(false);
  const [showing, setShowing] = useState(false);
  const common = { control, name: field.key, label: field.label, required: !masked, fullWidth: true, autoComplete: 'off', placeholder: masked, shrinkLabel: Boolean(masked) };
  const show = async () => {
    setShowing(true);
    const shown = await onShow?.();
    setShowing(false);
    if (shown) setVisible(true);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {field.secret ? <PasswordField {...common} visible={visible} onVisibleChange={setVisible} toggleName={field.label} /> : <FormTextField {...common} />}
      {masked && onShow ? (
        <Button onClick={() => void show()} disabled={showing} aria-label={`Show saved ${field.label}`} sx={{ mt: 1.25, flexShrink: 0 }}>
          Show
        </Button>
      ) : null}
    </Box>
  );
}
