import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { SettingsPage } from '@/components/SettingsPage';
import { ApiKeyDrawer, type ApiKeyDrawerState } from '../components/ApiKeyDrawer';
import { ApiKeysTable } from '../components/ApiKeysTable';

export const PAGE_TITLE = 'API Keys';

/** /developer_apps (part 2 §2.4): the user's developer tokens, and one drawer to add, view, refresh and delete them. */
export function DeveloperAppsRoute() {
  const [open, setOpen] = useState(false);
  // Kept while the drawer slides out, so its content does not change under the user's eyes.
  const [state, setState] = useState<ApiKeyDrawerState>({ mode: 'add' });
  const show = (next: ApiKeyDrawerState) => {
    setState(next);
    setOpen(true);
  };

  return (
    <SettingsPage
      title={PAGE_TITLE}
      description="Keys for calling the Trailpost API from your own code. Each works as you until it is refreshed or deleted."
      actions={
        <Tooltip title="Add API Key">
          <IconButton color="primary" onClick={() => show({ mode: 'add' })} aria-label="Add API Key">
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <ApiKeysTable onOpen={(apiKey) => show({ mode: 'view', apiKey })} />
      </Paper>
      <ApiKeyDrawer open={open} state={state} onChange={setState} onClose={() => setOpen(false)} />
    </SettingsPage>
  );
}
