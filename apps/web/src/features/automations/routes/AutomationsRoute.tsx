import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { AUTOMATION_PAGE_SIZE, type AutomationView } from '@trailpost/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUTOMATION_TOAST_MS } from '@/components/toast/toast-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAutomations } from '../api/get-automations';
import { useToggleAutomation } from '../api/toggle-automation';
import { AutomationFilters } from '../components/list/AutomationFilters';
import { AutomationsTable } from '../components/list/AutomationsTable';
import { DeleteAutomationDialog } from '../components/list/DeleteAutomationDialog';
import { ListPagination } from '../components/list/ListPagination';
import { toListParams } from '../components/list/list-url';
import { PageHeading } from '../components/list/PageHeading';
import { useListState } from '../components/list/use-list-state';

/** /automations (part 2 §2.14): the rules, filtered from the query string, switched on and off, deleted when off. */
export function AutomationsRoute() {
  const { state, update } = useListState();
  const rules = useAutomations(toListParams(state));
  const toggle = useToggleAutomation();
  const toast = useToast();
  const [deleting, setDeleting] = useState<AutomationView | null>(null);
  const total = rules.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / AUTOMATION_PAGE_SIZE));

  // A page left empty (its last rule deleted, an old link) moves to the last page that has rules.
  const pastTheEnd = !rules.isFetching && rules.isSuccess && rules.data.rules.length === 0 && state.pageId > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ ...state, pageId: lastPage });
  }, [pastTheEnd, lastPage, state, update]);

  // The switch sends the opposite value (part 2 §4).
  const switchRule = (rule: AutomationView) =>
    toggle.mutate(
      { id: rule._id, active: rule.active === 1 ? 0 : 1 },
      {
        onSuccess: (message) => toast.success(message, { durationMs: AUTOMATION_TOAST_MS }),
        onError: (error) => toast.error(errorMessage(error), { durationMs: AUTOMATION_TOAST_MS }),
      },
    );

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeading
        title="Automations"
        description="Rules that e-mail or text your customers, assign and tag shipments when they are created, change status or stall."
        action={
          <Button component={RouterLink} to="/automations/add" variant="contained" startIcon={<AddIcon />}>
            Add Automation
          </Button>
        }
      />
      <AutomationFilters state={state} onChange={update} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <AutomationsTable rules={rules} onToggle={switchRule} onDelete={setDeleting} togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null} />
        <ListPagination total={total} pageId={state.pageId} onPage={(pageId) => update({ ...state, pageId })} />
      </Paper>
      <DeleteAutomationDialog rule={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
