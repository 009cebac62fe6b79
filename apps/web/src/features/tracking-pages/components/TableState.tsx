import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';

type Props = { columns: number; isPending: boolean; error: unknown; empty: ReactNode };

/** The one row the table shows while loading, after a failure or when there is no template. */
export function TableState({ columns, isPending, error, empty }: Props) {
  let content;
  if (isPending) content = <PageLoader />;
  else if (error) content = <Alert severity="error">{errorMessage(error)}</Alert>;
  else content = empty;
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: isPending || error ? 2 : 6, color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
}
