import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { PageLoader } from './PageLoader';

type Props = { columns: number; isPending: boolean; error: unknown; empty: ReactNode };

/**
 * The one row a list table shows instead of its items: the loader, the error, or the empty
 * text (which may hold a link). For tables whose body the caller renders; QueryTableBody owns its body.
 */
export function TableStateRow({ columns, isPending, error, empty }: Props) {
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
