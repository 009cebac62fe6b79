import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';

/** The progress bar over a table while a page loads (part 2 §2.14); its place is kept so the rows do not jump. */
export function FetchingBar({ fetching, label }: { fetching: boolean; label: string }) {
  return fetching ? <LinearProgress aria-label={label} /> : <Box sx={{ height: 4 }} />;
}

type Props<P, T> = {
  query: UseQueryResult<P>;
  items: (page: P) => T[];
  /** How many columns the error and the empty text span. */
  columns: number;
  /** The specification's empty-list text. */
  empty: string;
  children: (items: T[]) => ReactNode;
};

/** A paged table's body: the error, the empty text, or the rows of the page (the last page's while the next loads). */
export function PagedTableBody<P, T>({ query, items, columns, empty, children }: Props<P, T>) {
  const rows = query.data ? items(query.data) : null;
  if (rows && rows.length > 0 && !query.isError) return <TableBody>{children(rows)}</TableBody>;
  let message: ReactNode = '\u00a0';
  if (query.isError) message = <Alert severity="error" sx={{ justifyContent: 'center' }}>{errorMessage(query.error)}</Alert>;
  else if (rows) message = empty;
  return (
    <TableBody>
      <TableRow>
        <TableCell colSpan={columns} align="center" sx={{ py: query.isError ? 2 : 6, color: 'text.secondary' }}>
          {message}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}
