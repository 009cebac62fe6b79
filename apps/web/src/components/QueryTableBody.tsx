import Alert from '@mui/material/Alert';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { PageLoader } from './PageLoader';

type Props<T> = {
  query: UseQueryResult<T[]>;
  /** How many columns the loader, the error and the empty text span. */
  columns: number;
  /** The specification's empty-list text. */
  empty: string;
  children: (items: T[]) => ReactNode;
};

/** A list table's body: a loader, the error, the empty text, or the rows of its items. */
export function QueryTableBody<T>({ query, columns, empty, children }: Props<T>) {
  let body: ReactNode;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <Alert severity="error">{errorMessage(query.error)}</Alert>;
  else if (query.data.length > 0) return <TableBody>{children(query.data)}</TableBody>;
  return (
    <TableBody>
      <TableRow>
        <TableCell colSpan={columns} {...(body ? {} : { align: 'center', sx: { py: 6, color: 'text.secondary' } })}>
          {body ?? empty}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}
