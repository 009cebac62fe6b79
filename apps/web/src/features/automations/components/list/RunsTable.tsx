import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import type { AutomationLogsPage } from '../../api/get-automation-logs';
import { FROM_TABLET } from './columns';
import { FetchingBar, PagedTableBody } from './PagedTableBody';
import { RUN_COLUMNS, RunRow } from './RunRow';
import { HiddenHeaderCell } from '@/components/HiddenHeaderCell';

/** A page of a rule's runs, newest first (pinned: shipment, event, matched or skipped with the reason, each action). */
export function RunsTable({ logs }: { logs: UseQueryResult<AutomationLogsPage> }) {
  return (
    <>
      <FetchingBar fetching={logs.isFetching} label="Loading runs" />
      <TableContainer>
        <Table size="small" aria-label="Runs" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <HiddenHeaderCell padding="checkbox" label="Show actions" />
              <TableCell>Time</TableCell>
              <TableCell>Tracking Number</TableCell>
              <TableCell sx={FROM_TABLET}>Event</TableCell>
              <TableCell>Outcome</TableCell>
            </TableRow>
          </TableHead>
          <PagedTableBody query={logs} items={(page) => page.runs} columns={RUN_COLUMNS} empty={AUTOMATION_MESSAGES.noLogs}>
            {(runs) => runs.map((run) => <RunRow key={run.id} run={run} />)}
          </PagedTableBody>
        </Table>
      </TableContainer>
    </>
  );
}
