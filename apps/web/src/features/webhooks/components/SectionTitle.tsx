import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A heading inside the webhook drawer, with one line saying what the section is for. */
export function SectionTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </div>
  );
}
