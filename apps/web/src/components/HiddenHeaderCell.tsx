import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';

/** Off screen, still read: the usual clip pattern. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type Props = Omit<TableCellProps, 'children'> & { label: string };

/**
 * A header over a column of switches or icon buttons: it shows nothing, but screen readers read
 * its name for each cell (a header without text is an empty table header to them).
 */
export function HiddenHeaderCell({ label, ...cellProps }: Props) {
  return (
    <TableCell {...cellProps}>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {label}
      </Box>
    </TableCell>
  );
}
