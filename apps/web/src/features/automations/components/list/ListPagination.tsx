import TablePagination from '@mui/material/TablePagination';
import { AUTOMATION_PAGE_SIZE } from '@trailpost/contracts';

type Props = { total: number; /** From 1. */ pageId: number; onPage: (pageId: number) => void };

/** 20 rows a page (part 2 §9); hidden while there is nothing to page through. */
export function ListPagination({ total, pageId, onPage }: Props) {
  if (total === 0) return null;
  const lastPage = Math.ceil(total / AUTOMATION_PAGE_SIZE);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(pageId, lastPage) - 1}
      rowsPerPage={AUTOMATION_PAGE_SIZE}
      rowsPerPageOptions={[AUTOMATION_PAGE_SIZE]}
      onPageChange={(_event, next) => onPage(next + 1)}
    />
  );
}
