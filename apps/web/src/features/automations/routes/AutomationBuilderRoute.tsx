import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useAutomation } from '../api/get-automation';
import { AutomationBuilder } from '../builder/AutomationBuilder';
import { BackButton } from '../builder/BackButton';
import { BuilderDialog } from '../builder/BuilderDialog';

/**
 * /automations/add builds a new rule; /automations/edit/{id} and /automations/{id} load one
 * (`GET /automation/{id}`) and edit it.
 */
export function AutomationBuilderRoute() {
  const { id } = useParams();
  const rule = useAutomation(id);
  const titleId = useId();
  const navigate = useNavigate();

  if (!id) return <AutomationBuilder />;
  if (rule.isSuccess) return <AutomationBuilder key={id} rule={rule.data} />;
  const header = (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <BackButton id={titleId} onBack={() => navigate('/automations')} />
    </Box>
  );
  return (
    <BuilderDialog titleId={titleId} onClose={() => navigate('/automations')} header={header}>
      {rule.isError ? (
        <Alert severity="error" sx={{ maxWidth: 760, mx: 'auto' }}>
          {errorMessage(rule.error)}
        </Alert>
      ) : (
        <PageLoader />
      )}
    </BuilderDialog>
  );
}
