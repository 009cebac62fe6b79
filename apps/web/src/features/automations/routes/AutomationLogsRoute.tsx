import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AUTOMATION_LOG_RETENTION_DAYS } from '@trailpost/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAutomationLogs } from '../api/get-automation-logs';
import { useAutomationName } from '../api/get-automation-name';
import { ListPagination } from '../components/list/ListPagination';
import { LogFilters } from '../components/list/LogFilters';
import { PageHeading } from '../components/list/PageHeading';
import { RunsTable } from '../components/list/RunsTable';
import { toLogParams, useLogState } from '../components/list/use-log-state';

/** /automations/{id}/logs (pinned): the rule's runs, newest first, and what each of its actions did. */
export function AutomationLogsRoute() {
  const id = useParams().id ?? '';
  const { state, update } = useLogState();
  const name = useAutomationName(id);
  const logs = useAutomationLogs(id, toLogParams(state));
  const title = name.data ?? <Skeleton width={220} aria-label="Loading the rule" />;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/automations" underline="hover" color="inherit">
          Automations
        </Link>
        <Typography color="text.primary">Logs</Typography>
      </Breadcrumbs>
      {name.isError ? (
        <Alert severity="error">{errorMessage(name.error)}</Alert>
      ) : (
        <>
          <PageHeading
            title={title}
            description={`Each time this rule was checked for a shipment in the last ${AUTOMATION_LOG_RETENTION_DAYS} days, newest first, with what its actions did.`}
            action={
              <Button component={RouterLink} to={`/automations/edit/${id}`} variant="outlined" startIcon={<EditOutlinedIcon />}>
                Edit Automation
              </Button>
            }
          />
          <LogFilters state={state} onChange={update} />
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <RunsTable logs={logs} />
            <ListPagination total={logs.data?.total ?? 0} pageId={state.pageId} onPage={(pageId) => update({ ...state, pageId })} />
          </Paper>
        </>
      )}
    </Box>
  );
}
