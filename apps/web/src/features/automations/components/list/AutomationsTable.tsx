import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import { HiddenHeaderCell } from '@/components/HiddenHeaderCell';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import type { AutomationPage } from '../../api/get-automations';
import { AutomationRow, type RuleRowActions } from './AutomationRow';
import { FROM_DESKTOP, FROM_TABLET, RULE_COLUMNS } from './columns';
import { FetchingBar, PagedTableBody } from './PagedTableBody';

type Props = RuleRowActions & { rules: UseQueryResult<AutomationPage> };

/** The rule list (part 2 §2.14) with a progress bar over it while a page loads. */
export function AutomationsTable({ rules, ...actions }: Props) {
  return (
    <>
      <FetchingBar fetching={rules.isFetching} label="Loading automations" />
      <TableContainer>
        <Table size="small" aria-label="Automations" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <HiddenHeaderCell padding="checkbox" label="On/Off" />
              <TableCell>Automation Name</TableCell>
              <TableCell sx={FROM_TABLET}>Type</TableCell>
              <TableCell sx={FROM_TABLET}>Trigger</TableCell>
              <TableCell>Actions</TableCell>
              <TableCell sx={FROM_TABLET} align="right">
                Sends{' '}
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary', fontSize: '0.75rem' }}>
                  (30 days)
                </Box>
              </TableCell>
              <TableCell sx={FROM_DESKTOP}>Created Date</TableCell>
              <TableCell sx={FROM_DESKTOP}>Modified Date</TableCell>
              <HiddenHeaderCell label="Logs and delete" />
            </TableRow>
          </TableHead>
          <PagedTableBody query={rules} items={(page) => page.rules} columns={RULE_COLUMNS} empty={AUTOMATION_MESSAGES.empty}>
            {(items) => items.map((rule) => <AutomationRow key={rule._id} rule={rule} {...actions} />)}
          </PagedTableBody>
        </Table>
      </TableContainer>
    </>
  );
}
