import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { groupThousands } from '@/lib/formatting';

interface TablePagerProps {
  /** Rows in all pages. */
  count: number;
  /** The page shown, from 1. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * "Rows per page", "1–20 of 1,234" and the previous and next page, as MUI's TablePagination
 * shows them, for the shipment list's first paint. TablePagination builds an `Intl.NumberFormat`
 * when its module loads and brings MUI's Select and menu: about 100 ms of the list's first
 * render with a 4× slower CPU (decision 0036). The page size is a native select.
 */
export function TablePager({ count, page, rowsPerPage, rowsPerPageOptions, onPageChange, onRowsPerPageChange }: TablePagerProps) {
  const selectId = useId();
  const from = count === 0 ? 0 : (page - 1) * rowsPerPage + 1;
  const to = Math.min(count, page * rowsPerPage);
  const lastPage = Math.max(1, Math.ceil(count / rowsPerPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', ml: 'auto', pl: 2, pr: 1, minHeight: 52, typography: 'body2', color: 'text.primary' }}>
      <Box component="label" htmlFor={selectId} sx={{ mr: 1 }}>
        Rows per page:
      </Box>
      <Box
        component="select"
        id={selectId}
        value={rowsPerPage}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onRowsPerPageChange(Number(event.target.value))}
        sx={{ font: 'inherit', color: 'inherit', bgcolor: 'transparent', border: 0, borderRadius: 1, py: 0.5, pr: 0.5, mr: 4, cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        {rowsPerPageOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Box>
      {/* The rows shown and the arrows wrap together on a phone. */}
      <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ mr: 2.5 }}>
          {from}–{to} of {groupThousands(count)}
        </Box>
        <IconButton aria-label="Go to previous page" title="Go to previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label="Go to next page" title="Go to next page" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
