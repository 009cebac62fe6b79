import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';

type Props = { columns: number; isPending: boolean; error: unknown; emptyText: string };

/** The one row a template table shows while loading, after a failure or when it has no template. */
export function TemplateTableState({ columns, isPending, error, emptyText }: Props) {
  let content;
  if (isPending) content = <PageLoader />;
  else if (error) content = <Alert severity="error">{errorMessage(error)}</Alert>;
  else content = emptyText;
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: isPending || error ? 2 : 6, color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
}
