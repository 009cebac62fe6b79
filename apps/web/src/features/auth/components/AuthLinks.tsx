import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RedirectState } from '@/lib/redirect-state';

type Item = { to: string; label: ReactNode; state?: RedirectState };

/** A row of in-app links under an auth form. */
export function AuthLinks({ items }: { items: Item[] }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'center' }}>
      {items.map((item) => (
        <Link key={item.to} component={RouterLink} to={item.to} state={item.state} underline="hover" variant="body2">
          {item.label}
        </Link>
      ))}
    </Stack>
  );
}
