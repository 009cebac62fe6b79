import Alert from '@mui/material/Alert';
import type { ActionType } from '@trailpost/contracts';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useAutomationOptions } from '../api/get-automation-options';
import type { ActionFormProps } from './action-form';
import { AssignActionForm } from './AssignActionForm';
import { MessageActionForm } from './MessageActionForm';
import { RepeatRemoveActionForm } from './RepeatRemoveActionForm';
import { TagActionForm } from './TagActionForm';

/** The form of one action type, once the choices it offers (templates, users, tags, rules) are in. */
export function ActionForm({ type, ...props }: ActionFormProps & { type: ActionType }) {
  const options = useAutomationOptions();
  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{errorMessage(options.error)}</Alert>;
  switch (type) {
    case 'EMAIL':
    case 'SMS':
      return <MessageActionForm type={type} options={options.data} {...props} />;
    case 'ASSIGN_SHIPMENT':
      return <AssignActionForm options={options.data} {...props} />;
    case 'TAG':
      return <TagActionForm options={options.data} {...props} />;
    case 'REPEAT_ACTION_REMOVE':
      return <RepeatRemoveActionForm options={options.data} {...props} />;
    default:
      throw new Error(`Unknown action type ${String(type)}`);
  }
}
